// Work in progress outlives the session that ended under it (docs/architecture.md, "Drafts kept when a session
// ends"). A form that keeps drafts registers how to read what it holds; when the session ends on its own (the refresh
// token ran out, the server said 'Unauthenticated.'), every registered form is read before the user is forgotten, and
// what they held is stored for that user; after signing in again the same form, opened again, offers it back. A user
// signing out on purpose keeps nothing. Stored per user in localStorage, on this browser only, never sent anywhere.
import { getUserData } from './session';

const KEY_PREFIX = 'liveAgent.drafts.';
/** A draft older than this is no longer offered (a week: a forgotten one does not come back months later). */
export const KEPT_DRAFT_DAYS = 7;

interface KeptDraft {
  values: unknown;
  savedAt: number;
}

/** How a form tells what it holds: undefined when there is nothing worth keeping. */
export type DraftReader = () => unknown;

const readers = new Map<string, DraftReader>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const userKey = (userId: string | number) => `${KEY_PREFIX}${userId}`;

function readKept(userId: string | number): Record<string, KeptDraft> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(userKey(userId)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, KeptDraft>) : {};
  } catch {
    return {};
  }
}

function writeKept(userId: string | number, drafts: Record<string, KeptDraft>): void {
  try {
    if (Object.keys(drafts).length) storage()?.setItem(userKey(userId), JSON.stringify(drafts));
    else storage()?.removeItem(userKey(userId));
  } catch {
    // Storage full or off: the draft is lost, as it would have been.
  }
}

/**
 * Registers a form whose content is kept should the session end while it is open, under `key` (one per form and
 * record: 'invoice:edit:4'). Returns the function that unregisters it (when the form closes or unmounts).
 */
export function registerDraft(key: string, read: DraftReader): () => void {
  readers.set(key, read);
  return () => {
    if (readers.get(key) === read) readers.delete(key);
  };
}

/** Reads every registered form and stores what they hold for the signed-in user. Call before the user is forgotten. */
export function keepDraftsOfEndingSession(now = Date.now()): void {
  const userId = getUserData()?.id;
  if (userId === undefined || userId === null || readers.size === 0) return;
  const kept = readKept(userId);
  for (const [key, read] of readers) {
    let values: unknown;
    try {
      values = read();
    } catch {
      values = undefined; // one broken form does not cost the others their drafts
    }
    if (values !== undefined) kept[key] = { values: JSON.parse(JSON.stringify(values)) as unknown, savedAt: now };
  }
  writeKept(userId, kept);
}

/** The signed-in user's kept draft for `key`, if one was kept within the last KEPT_DRAFT_DAYS. */
export function keptDraft<T = unknown>(key: string, now = Date.now()): T | undefined {
  const userId = getUserData()?.id;
  if (userId === undefined || userId === null) return undefined;
  const draft = readKept(userId)[key];
  if (!draft || now - draft.savedAt > KEPT_DRAFT_DAYS * 24 * 3_600_000) return undefined;
  return draft.values as T;
}

/** Forgets the signed-in user's kept draft for `key` (restored or discarded). */
export function forgetKeptDraft(key: string): void {
  const userId = getUserData()?.id;
  if (userId === undefined || userId === null) return;
  const kept = readKept(userId);
  if (!(key in kept)) return;
  delete kept[key];
  writeKept(userId, kept);
}
