// The back office as the live world ran on it (journal.ts; docs/architecture.md, "The live world across a reload"):
// what the history's generator and the simulation read of the live-agent records and the organisation's settings.
// Decisions:
// - A replay must read the back office of each instant, not today's: the admin's manual routing, set after the
//   history ended, did not hold before it was set. So the journal keeps the back office the history was built on and
//   each change the simulation met after it, and a replay is shown those (showBackOffice) instead of the db.
// - Only the fields the generator and the simulation read (the *Input types of types.ts) are kept: a few KB, where the
//   rows whole carry avatars.
// - A change is what differs in its print, which leaves out an agent's last sign-in: the seed places it before the
//   page's own start, so it moves with every load without anyone changing anything. The history still gets the
//   recorded one.
import type { Server } from 'miragejs';
import type { AgentInput, CategoryInput, CommentInput, DepartmentInput, QueueInput, ShiftInput } from './types';

/** The back office at one instant, as the history and the simulation read it. */
export interface BackOffice {
  agents: AgentInput[];
  departments: DepartmentInput[];
  queues: QueueInput[];
  shifts: ShiftInput[];
  categories: CategoryInput[];
  comments: CommentInput[];
  /** The organisation's `settings.routingMethod` (null: none set). */
  routingMethod: string | null;
  /** The organisation's time zone (null: none set, the generator's default). */
  timeZone: string | null;
}

type Row = Record<string, unknown>;

/** The fields each record keeps (the *Input types). */
const FIELDS = {
  agents: ['id', 'fullName', 'departmentIds', 'queueIds', 'shiftId', 'maxConcurrentChats', 'isActive', 'lastLoginAt'],
  departments: ['id', 'name', 'isEnabled', 'fallbackDepartmentId'],
  queues: ['id', 'name', 'departmentId', 'maxWaitSec', 'slaFirstResponseSec', 'isActive'],
  shifts: ['id', 'timezone', 'daysOfWeek', 'startTime', 'endTime', 'breakMinutes'],
  categories: ['id', 'name', 'departmentIds', 'isActive'],
  comments: ['id', 'text', 'departmentIds', 'isActive'],
} as const satisfies Record<keyof Omit<BackOffice, 'routingMethod' | 'timeZone'>, readonly string[]>;

type Records = { [K in keyof typeof FIELDS]: readonly Row[] };

const pick = (row: Row, fields: readonly string[]): Row => {
  const kept: Row = {};
  for (const field of fields) if (field in row) kept[field] = field === 'id' ? Number(row[field]) : row[field];
  return kept;
};

/** The back office of these records and settings, its fields as the *Input types name them (copies). */
export function backOfficeOf(records: Records, routingMethod: string | null, timeZone: string | null): BackOffice {
  const office = { routingMethod, timeZone } as BackOffice;
  for (const [name, fields] of Object.entries(FIELDS) as Array<[keyof Records, readonly string[]]>)
    (office as unknown as Record<string, Row[]>)[name] = JSON.parse(
      JSON.stringify(records[name].map((row) => pick(row, fields))),
    ) as Row[];
  return office;
}

/** What makes two back offices differ for the simulation (see the header: the last sign-ins are left out). */
export function backOfficePrint(office: BackOffice): string {
  return JSON.stringify({ ...office, agents: office.agents.map(({ lastLoginAt: _lastSignIn, ...agent }) => agent) });
}

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNameOrNull = (value: unknown) => value === null || typeof value === 'string';

/** Whether a stored value is a back office a replay may read (storage is the user's: anything may be there). */
export function isBackOffice(value: unknown): value is BackOffice {
  if (!isObject(value) || !isNameOrNull(value.routingMethod) || !isNameOrNull(value.timeZone)) return false;
  return Object.keys(FIELDS).every((name) => {
    const rows = value[name];
    return Array.isArray(rows) && rows.every((row) => isObject(row) && Number.isSafeInteger(row.id));
  });
}

const shown = new WeakMap<object, BackOffice>();

/** Has the server's history and simulation read `office` instead of the db (a replay), or the db again (null). */
export function showBackOffice(server: Server, office: BackOffice | null): void {
  if (office) shown.set(server, office);
  else shown.delete(server);
}

/** The back office a replay shows the server, if one does. */
export function shownBackOffice(server: Server): BackOffice | undefined {
  return shown.get(server);
}

type Watcher = (office: BackOffice, at: number) => void;
const watchers = new WeakMap<object, Watcher>();

/** Hears the back office each time the simulation reads it, with the history's `now` (journal.ts records changes). */
export function watchBackOffice(server: Server, watcher: Watcher): void {
  watchers.set(server, watcher);
}

/** Tells the server's watcher the back office the simulation read at `at`. */
export function backOfficeMet(server: Server, office: BackOffice, at: number): void {
  watchers.get(server)?.(office, at);
}
