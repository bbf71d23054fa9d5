// What a message thread shows, worked out apart from React so it can be tested without a layout: a
// separator before each new day, and which messages continue their sender's group (no avatar or name again).
import type { ThreadMessage } from './message.types';

export type ThreadItem =
  | { kind: 'day'; key: string; time: string }
  | { kind: 'message'; key: string; message: ThreadMessage; continued: boolean };

/** The reader's calendar day of an ISO date-time, as a key. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/**
 * The thread's rows in order. A message continues the group of the one before it when both come from the
 * same sender (same side and senderId; system notices never group), on the same day, within
 * `groupWithinMs`; 0 turns grouping off.
 */
export function threadItems(messages: readonly ThreadMessage[], groupWithinMs: number): ThreadItem[] {
  const items: ThreadItem[] = [];
  let previous: ThreadMessage | null = null;
  for (const message of messages) {
    const day = dayKey(message.time);
    const newDay = !previous || dayKey(previous.time) !== day;
    if (newDay) items.push({ kind: 'day', key: `day-${day}`, time: message.time });
    const continued =
      !newDay &&
      previous !== null &&
      groupWithinMs > 0 &&
      message.side !== 'system' &&
      previous.side === message.side &&
      message.senderId !== undefined &&
      message.senderId !== null &&
      previous.senderId === message.senderId &&
      Date.parse(message.time) - Date.parse(previous.time) <= groupWithinMs;
    items.push({ kind: 'message', key: String(message.id), message, continued });
    previous = message;
  }
  return items;
}

/**
 * Where to scroll once older messages were prepended: only content above the reader changed, so keeping the
 * distance from the bottom keeps the message they were reading where it was.
 */
export function scrollTopKeepingPlace(scrollHeight: number, fromBottom: number): number {
  return Math.max(0, scrollHeight - fromBottom);
}
