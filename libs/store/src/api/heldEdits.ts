// An optimistic edit that outlasts the reads already on their way. A screen that shows a write at once patches the
// cached list (`updateQueryData`) and the write's tags refresh it after. But a refresh that was sent before the write
// (the one a previous write started, a poll) can answer after the patch and put the old value back until the next
// refresh: a ticked task unticked for a moment, a moved event jumping back. An endpoint that keeps its edits here
// lays them over every answer (`over`, in its `transformResponse`) until an answer to a read sent after the write
// succeeded comes: that one knows the write. An edit that failed is dropped at once. The edits are field values set
// on an item, so laying one over an answer that already has it changes nothing.
import { requestsSentSoFar, type ApiMeta } from './api';

type Id = number | string;

interface Held<T> {
  id: Id;
  changes: Partial<T>;
  /** The requests sent when the write succeeded: an answer to a later one knows it. Unset while it runs. */
  knownAfter?: number;
}

export interface HeldEdit {
  /** The write succeeded: the edit stays until an answer to a read sent from now on comes. */
  settled(): void;
  /** The write failed: the edit goes at once. */
  dropped(): void;
}

export interface HeldEdits<T extends { id: Id }> {
  /** Keeps `changes` to item `id` over the answers of reads that may not know of them yet. */
  hold(id: Id, changes: Partial<T>): HeldEdit;
  /** `items` (an answer) with the edits it may not know of laid over it, in the order they were made. */
  over(items: T[], meta: ApiMeta | undefined): T[];
}

export function heldEdits<T extends { id: Id }>(): HeldEdits<T> {
  let held: Held<T>[] = [];
  return {
    hold(id, changes) {
      const edit: Held<T> = { id, changes };
      held.push(edit);
      return {
        settled: () => {
          edit.knownAfter = requestsSentSoFar();
        },
        dropped: () => {
          held = held.filter((other) => other !== edit);
        },
      };
    },
    over(items, meta) {
      const sentAt = meta?.sentAt ?? 0;
      held = held.filter((edit) => edit.knownAfter === undefined || sentAt <= edit.knownAfter);
      if (held.length === 0) return items;
      return items.map((item) =>
        held.reduce((shown, edit) => (edit.id === item.id ? { ...shown, ...edit.changes } : shown), item),
      );
    },
  };
}

/**
 * Waits for the write `written`: once it succeeds its `edits` stay until a read sent later answers; if it fails they go
 * at once and `undo` puts the patched caches back.
 */
export async function holdUntilAnswered(
  edits: readonly HeldEdit[],
  written: Promise<unknown>,
  undo: () => void,
): Promise<void> {
  await written.then(
    () => edits.forEach((edit) => edit.settled()),
    () => {
      edits.forEach((edit) => edit.dropped());
      undo();
    },
  );
}
