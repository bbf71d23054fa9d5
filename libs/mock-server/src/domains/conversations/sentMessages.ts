// The messages written on live conversations by the id their writer chose (`clientId`, contracts' MESSAGE_CLIENT_ID):
// the same id again on the same conversation (a retry after a lost answer, a second tab sending the same kept draft)
// finds the message kept the first time instead of writing it twice. Per server; a kept live world's replay
// (journal.ts) names them again, so a reload does not forget them.
import type { Message } from '@live-agent/contracts';
import type { Server } from 'miragejs';

const sent = new WeakMap<object, Map<string, Message>>();

const keyOf = (conversationId: number, clientId: string) => `${conversationId}/${clientId}`;

function registryOf(server: Server): Map<string, Message> {
  let registry = sent.get(server);
  if (!registry) {
    registry = new Map();
    sent.set(server, registry);
  }
  return registry;
}

/** The message written before on the conversation with this client id, if any. */
export function sentBefore(server: Server, conversationId: number, clientId: string | undefined): Message | undefined {
  return clientId === undefined ? undefined : registryOf(server).get(keyOf(conversationId, clientId));
}

/** Remembers `message` as the one its writer named `clientId` (nothing without one). */
export function rememberSent(server: Server, clientId: string | undefined, message: Message | null): void {
  if (clientId !== undefined && message) registryOf(server).set(keyOf(message.conversationId, clientId), message);
}
