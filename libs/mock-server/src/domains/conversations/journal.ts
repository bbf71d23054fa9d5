// What people did to the live conversations, kept so a reload shows it (docs/architecture.md, "The live world across a
// reload"). Decisions:
// - The history and the simulation are deterministic (simulation.ts: a step depends only on the history and its
//   instant), so the live world is not stored: where its history ended and the actions made on it are. A reload builds
//   the history to that same end, steps the simulation to each action's instant, applies the action with the same code
//   the route used, and catches up to the clock. The chats, their ids and the actions' effects come back as they were.
// - Actions: a supervisor's whisper, join, transfer and close (live.ts); an agent's message, accept and status (desk.ts).
// - An action is applied at the history's `now` (the simulation's last second), so its `at` is where it goes back.
// - The world is kept for KEEP_LIVE_WORLD_MS after its history ended: the catch-up is one simulated second per step,
//   and a world older than that is a new day of the demo rather than the one a reload expects. Older, the next start is
//   a fresh history ending now, and the first action starts a new journal.
// - The back office is kept as the world met it (backOffice.ts): the one the history was built on, and each change the
//   simulation read after it (the admin's manual routing, an agent's chat limit) as an action at the instant it was
//   read. A replay is shown each in turn, so a reload after a back-office write draws as the world did, whoever reloads.
// - An action that no longer applies all the same (a journal kept before the back office was, say) leaves it.
// - Nothing here stores anything: the keeper does (kept.ts, the page's localStorage through worker/bridge.ts).
import { MESSAGE_CLIENT_ID, type Message } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import {
  acceptLive,
  advanceSimulation,
  closeLive,
  deskMessageLive,
  messageLive,
  setDeskStatusLive,
  transferLive,
} from './simulation';
import { readBackOffice, type ConversationStore } from './store';
import { backOfficePrint, isBackOffice, showBackOffice, watchBackOffice, type BackOffice } from './backOffice';
import { rememberSent } from './sentMessages';
import { HOUR_MS } from './timezone';
import { AGENT_STATUS_VALUES, type AgentStatusValue } from './types';

/** How long after its history ended a kept live world is rebuilt on a start. */
export const KEEP_LIVE_WORLD_MS = 2 * HOUR_MS;

/** A message written on a live conversation (a supervisor's whisper or join, an agent's answer). */
export type JournalMessage = Omit<Message, 'id' | 'conversationId'>;

export type LiveAction =
  | { kind: 'message'; at: number; id: number; message: JournalMessage; clientId?: string }
  | { kind: 'transfer'; at: number; id: number; target: { agentId: number } | { queueId: number } }
  | {
      kind: 'close';
      at: number;
      id: number;
      closing: { categoryIds: number[]; commentId: number | null; closingNote: string };
    }
  /** The agent's own desk (desk.ts): a message in its chat, a chat taken from the queue, its status. */
  | {
      kind: 'deskMessage';
      at: number;
      id: number;
      agentId: number;
      content: string;
      isPrivate: boolean;
      clientId?: string;
    }
  | { kind: 'accept'; at: number; id: number; agentId: number }
  | { kind: 'status'; at: number; agentId: number; status: AgentStatusValue }
  /** The back office as the simulation read it from `at` on (a change from the one before). */
  | { kind: 'backOffice'; at: number; backOffice: BackOffice };

export interface LiveJournal {
  /** Where the history ended when this world began (epoch ms, whole second). */
  historyEnd: number;
  /** The back office the history was built on (missing in a journal kept before it was: today's is read). */
  backOffice?: BackOffice;
  /** Oldest first; `at` never decreases. */
  actions: LiveAction[];
}

/** Where a journal is kept (ChangeKeeper's journal half): the one stored at start, and where each new one goes. */
export interface JournalKeeper {
  /** As stored, so anything (usableJournal checks it). */
  journal: unknown;
  save(journal: LiveJournal | null): void;
}

interface JournalState {
  keeper: JournalKeeper;
  /** The journal of this world: the kept one (replayed once the history is built), or the one the first action starts. */
  journal: LiveJournal | null;
  /** Where this world's history ended when it was built (null until it is). */
  historyEnd: number | null;
  /** The back office the history was built on (null until it is). */
  builtOn: BackOffice | null;
  /** The print of the back office the simulation read last (backOfficePrint). */
  lastPrint: string | null;
  /** A replay is under way: the back office it is shown is the journal's, not news. */
  replaying: boolean;
}
const journals = new WeakMap<object, JournalState>();

const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isClientId = (value: unknown) =>
  value === undefined || (typeof value === 'string' && MESSAGE_CLIENT_ID.test(value));

function isAction(value: unknown): value is LiveAction {
  if (!isObject(value) || !isWholeNumber(value.at)) return false;
  if (value.kind === 'backOffice') return isBackOffice(value.backOffice);
  if (value.kind === 'status')
    return isWholeNumber(value.agentId) && (AGENT_STATUS_VALUES as readonly unknown[]).includes(value.status);
  if (!isWholeNumber(value.id)) return false;
  switch (value.kind) {
    case 'message':
      return isObject(value.message) && typeof value.message.content === 'string' && isClientId(value.clientId);
    case 'transfer':
      return isObject(value.target) && (isWholeNumber(value.target.agentId) || isWholeNumber(value.target.queueId));
    case 'close':
      return isObject(value.closing) && Array.isArray(value.closing.categoryIds);
    case 'deskMessage':
      return (
        isWholeNumber(value.agentId) &&
        typeof value.content === 'string' &&
        typeof value.isPrivate === 'boolean' &&
        isClientId(value.clientId)
      );
    case 'accept':
      return isWholeNumber(value.agentId);
    default:
      return false;
  }
}

/**
 * The stored journal when it can still be replayed at `now`: well formed (storage is the user's, so anything may be
 * there), its history ended at most KEEP_LIVE_WORLD_MS ago and not in the future, its actions in order. Else null.
 */
export function usableJournal(stored: unknown, now: number): LiveJournal | null {
  if (!isObject(stored) || !isWholeNumber(stored.historyEnd) || !Array.isArray(stored.actions)) return null;
  if (stored.backOffice !== undefined && !isBackOffice(stored.backOffice)) return null;
  const { historyEnd, actions, backOffice } = stored;
  if (historyEnd > now || now - historyEnd > KEEP_LIVE_WORLD_MS) return null;
  let last = historyEnd;
  for (const action of actions) {
    if (!isAction(action) || action.at < last || action.at > now) return null;
    last = action.at;
  }
  return { historyEnd, ...(backOffice ? { backOffice } : {}), actions: actions as LiveAction[] };
}

/** Applies an action to the live world with the code its route used; false when it no longer applies. */
function applyAction(server: Server, action: LiveAction): boolean {
  switch (action.kind) {
    case 'message': {
      const stored = messageLive(server, action.id, action.message);
      rememberSent(server, action.clientId, stored);
      return stored !== null;
    }
    case 'transfer':
      return transferLive(server, action.id, action.target) !== null;
    case 'close':
      return closeLive(server, action.id, action.closing) !== null;
    case 'deskMessage': {
      const written = deskMessageLive(server, action.id, action.agentId, action.content, action.isPrivate);
      rememberSent(server, action.clientId, written as Message | null);
      return written !== null;
    }
    case 'accept':
      return acceptLive(server, action.id, action.agentId) !== null;
    case 'status':
      setDeskStatusLive(server, action.agentId, action.status);
      return true;
    case 'backOffice':
      showBackOffice(server, action.backOffice);
      return true;
  }
}

/**
 * Keeps the server's live world with `keeper` (see the header). `journal` is the stored one when usable
 * (usableJournal): the history must then be configured to end at its `historyEnd`. Returns what runs once the history
 * is built (ConversationSettings.afterBuild): the replay of the kept actions, then the catch-up to `clock()`.
 */
export function keepLiveWorld(
  server: Server,
  keeper: JournalKeeper,
  journal: LiveJournal | null,
  clock: () => number,
): (store: ConversationStore) => void {
  const state: JournalState = { keeper, journal, historyEnd: null, builtOn: null, lastPrint: null, replaying: false };
  journals.set(server, state);
  // The history is built on the back office the kept world began with, not today's.
  if (journal?.backOffice) showBackOffice(server, journal.backOffice);
  watchBackOffice(server, (office, at) => {
    if (state.replaying || state.historyEnd === null) return;
    const print = backOfficePrint(office);
    if (print === state.lastPrint) return;
    state.lastPrint = print;
    recordAction(server, { kind: 'backOffice', at, backOffice: office });
  });
  return (store) => {
    state.historyEnd = store.history.now;
    state.builtOn = journal?.backOffice ?? readBackOffice(server);
    state.lastPrint = backOfficePrint(state.builtOn);
    const replayed = state.journal;
    if (!replayed) return;
    state.replaying = true;
    let kept: LiveAction[];
    try {
      kept = replayed.actions.filter((action) => {
        advanceSimulation(server, action.at);
        if (action.kind === 'backOffice') state.lastPrint = backOfficePrint(action.backOffice);
        return applyAction(server, action);
      });
    } finally {
      // From here on the simulation reads the db, and a back office that differs from the last one met is news.
      showBackOffice(server, null);
      state.replaying = false;
    }
    // One that no longer applies leaves the journal.
    if (kept.length !== replayed.actions.length) {
      replayed.actions = kept;
      keeper.save(replayed);
    }
    advanceSimulation(server, clock());
  };
}

/** The journal kept for the server (null when none is, or no action was made in this world yet). */
export function journalOf(server: Server): LiveJournal | null {
  return journals.get(server)?.journal ?? null;
}

/** Records an action the server just applied at the history's `now` (live.ts). Nothing happens without a keeper. */
export function recordAction(server: Server, action: LiveAction): void {
  const state = journals.get(server);
  if (!state || state.historyEnd === null) return;
  const journal = state.journal ?? {
    historyEnd: state.historyEnd,
    ...(state.builtOn ? { backOffice: state.builtOn } : {}),
    actions: [],
  };
  journal.actions.push(action);
  state.journal = journal;
  state.keeper.save(journal);
}
