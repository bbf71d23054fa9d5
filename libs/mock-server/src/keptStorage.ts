// Where the page keeps what people changed in the demo (kept.ts; docs/architecture.md, "Demo data that outlives a
// reload"): one localStorage key per owner, beside the mock's cookie jar, so the changes reach a reload and a new tab
// as the jar's cookies do. Nothing of Mirage here: the worker's page side uses it without downloading Mirage.
import type { LiveJournal } from './domains/conversations/journal';
import type { ChangeKeeper, KeptChanges, KeptOwner, KeptWorld } from './kept';

export const KEPT_KEY_PREFIX = 'live-agent-mock:kept:';
/** The live conversations' journal (domains/conversations/journal.ts): what was done to the live world, not a collection. */
export const KEPT_JOURNAL_KEY = 'live-agent-mock:live-journal';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const ownerKeys = (store: Storage) =>
  Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(KEPT_KEY_PREFIX),
  );

/** Every owner's stored changes (a key that does not parse is left out). */
export function readKeptChanges(): KeptWorld {
  const store = storage();
  const world: KeptWorld = {};
  if (!store) return world;
  for (const key of ownerKeys(store)) {
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? 'null');
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        world[key.slice(KEPT_KEY_PREFIX.length) as KeptOwner] = parsed as KeptChanges;
    } catch {
      // A damaged entry is the seed's again.
    }
  }
  return world;
}

/** Stores an owner's changes; null forgets them. A full storage keeps the last changes it could store. */
export function saveKeptChanges(owner: KeptOwner, changes: KeptChanges | null): void {
  const store = storage();
  try {
    if (changes) store?.setItem(`${KEPT_KEY_PREFIX}${owner}`, JSON.stringify(changes));
    else store?.removeItem(`${KEPT_KEY_PREFIX}${owner}`);
  } catch {
    // Over quota: what was stored last stays.
  }
}

/** The stored journal as parsed, unchecked (null when none or damaged); the server checks it (usableJournal). */
export function readKeptJournal(): unknown {
  try {
    return JSON.parse(storage()?.getItem(KEPT_JOURNAL_KEY) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Stores the live world's journal; null forgets it. */
export function saveKeptJournal(journal: LiveJournal | null): void {
  const store = storage();
  try {
    if (journal) store?.setItem(KEPT_JOURNAL_KEY, JSON.stringify(journal));
    else store?.removeItem(KEPT_JOURNAL_KEY);
  } catch {
    // Over quota: the journal stored last stays.
  }
}

/** Forgets every owner's changes and the live world's journal: the next start is the seed alone ("Reset demo data"). */
export function forgetKeptChanges(): void {
  const store = storage();
  if (!store) return;
  for (const key of ownerKeys(store)) store.removeItem(key);
  store.removeItem(KEPT_JOURNAL_KEY);
}

/** A keeper on this page's storage (Mirage in the page: a remote running alone). */
export function storageKeeper(): ChangeKeeper {
  return {
    changes: readKeptChanges(),
    save: saveKeptChanges,
    journal: { journal: readKeptJournal(), save: saveKeptJournal },
  };
}
