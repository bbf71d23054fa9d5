// The inbox's composer and the server agree on every hostile input of the shared fixture: it refuses exactly what the
// server refuses when the agent writes to a chat it holds, in the same words (both from the message's schema in
// contracts; conversation.rules.ts), for a reply to the customer and for a private note.
import type { DeskConversation } from '@live-agent/contracts';
import { composerDisagreements } from '../../components/conversation/composerParity.testing';
import { apiGet, setupScreenTest, signIn } from '../../test/render';

setupScreenTest();

it('the composer refuses exactly what the server refuses, with the same message', async () => {
  await signIn('agent');
  // The agent holds chats at the history's last second (the simulation routed them to it).
  const [chat] = await apiGet<DeskConversation[]>('/me/conversations');
  expect(chat).toBeDefined();
  expect(await composerDisagreements(chat.id)).toEqual([
    [true, []],
    [false, []],
  ]);
}, 120_000);
