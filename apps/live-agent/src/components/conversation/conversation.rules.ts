// The field rules of a live conversation's forms (the monitor's composer, transfer and close; the inbox's composer):
// the bodies' schemas in @live-agent/contracts, which the server checks them with, so a form refuses exactly what the
// server refuses, in its words. The forms apply them, and the parity tests run every hostile input through them
// (docs/architecture.md, Contracts).
import { closeInputSchema, supervisorMessageInputSchema, transferInputSchema } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

/** A message's text (a whisper or a join, an agent's reply or note), which its input's counter also reads. */
export const MESSAGE_CONTENT = supervisorMessageInputSchema.shape.content;

export function messageRules(rules: FormRules) {
  return { content: rules.of(MESSAGE_CONTENT) };
}

/**
 * A transfer's target: the select the form shows is the whole body (`{ agentId }` or `{ queueId }`), so its rule is
 * the body's, and nothing picked is refused with the server's words for a transfer naming no target.
 */
export function transferRules(rules: FormRules) {
  return {
    agentId: rules.of(transferInputSchema, { toValue: (agentId) => ({ agentId }) }),
    queueId: rules.of(transferInputSchema, { toValue: (queueId) => ({ queueId }) }),
  };
}

/** Closing, under the organisation's settings: `commentRequired` is its `settings.requireCommentOnClose`. */
export function closeRules(rules: FormRules, commentRequired: boolean) {
  return rules.fields(closeInputSchema({ commentRequired }).shape, ['categoryIds', 'commentId', 'closingNote']);
}
