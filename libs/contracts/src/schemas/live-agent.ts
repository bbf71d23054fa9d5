// The create and update bodies of the live-agent resources (docs/demo-api.md, live-agent resources), the agents' bulk
// action and the reorder: the rules the mock server checks them with and the back-office drawers build their fields'
// rules from. Store-dependent rules (an id that exists, a name no other record uses, a category's parent chain) stay
// with the server; here is everything a body can be judged by on its own.
//
// What the wire carries: JSON from the drawers, but also the template import's CSV cells and multipart posts, where
// numbers and booleans travel as strings. The API has always read '12' as 12 and 'true'/'1' as true, and a blank
// value ('' or spaces, as a CSV cell or toFormData's null) as "not given": the builders below say so in the schema
// (a pipe that reads the wire value), so every route, the import's rows included, checks the same rule.
//
// And the records and answers as the server sends them (strict objects, so a field the contract does not name fails
// a test): the API's document (../api/live-agent.ts) names them.
import {
  ADMIN_ROLES,
  AGENT_BULK_ACTIONS,
  AGENT_STATUSES,
  QUEUE_ROUTINGS,
  TEMPLATE_SCOPES,
  WORKING_TIME_SCOPES,
} from '../live-agent';
import type { RuleKey, RuleValues } from '../rules/messages';
import { isHexColor, isIsoDate, isTemplateShortcut, isTime, isTimeZone } from '../rules/formats';
import { checkAgainst, email, optionalText, ruleMessage, text, z } from '../rules/schema';

/** The limits of the live-agent resources, which the screens also show (counters, maxLength props). */
export const LIVE_AGENT_LIMITS = {
  /** Departments, queues, shifts, working times and categories. */
  nameMax: 80,
  personNameMax: 120,
  phoneMax: 40,
  /** Descriptions, offline and out-of-office messages. */
  messageMax: 500,
  templateTitleMax: 120,
  templateBodyMax: 5000,
  commentTextMax: 200,
  exceptionLabelMax: 80,
  concurrentChats: { min: 1, max: 20, fallback: 5 },
  priority: { min: 1, max: 5, fallback: 3 },
  /** Seconds, up to a day. */
  waitSeconds: { min: 0, max: 24 * 60 * 60 },
  breakMinutes: { min: 0, max: 240 },
  sortOrder: { min: 0, max: 1_000_000 },
} as const;

const L = LIVE_AGENT_LIMITS;

/** A field's note in the API's document. */
const about = (description: string) => z.describe(description);

export const DEFAULT_CATEGORY_COLOR = '#7367f0';

// ---- Reading the wire ----------------------------------------------------------------------------------------------

/** Not given: absent, null, or an empty or blank string (a CSV cell, toFormData's null). */
export const isBlankValue = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An integer from a number or a numeric string ('12'); undefined otherwise. */
export function toWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A boolean from true/false, 'true'/'false', 1/0 or '1'/'0' (what toFormData and CSV send); undefined otherwise. */
export function toFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** A record id (a positive integer, or its string); null otherwise. */
export function toRecordId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const id = Number(value);
    return id > 0 ? id : null;
  }
  return null;
}

/**
 * A value read from the wire by `read` (undefined: not readable, said by `key`). Blank is "required" when there is no
 * fallback, else gives the fallback (null by default, for the server to fill from the store).
 */
// One refinement each, never `abort`: an aborted field would keep the object's cross-field checks (whenValid) from
// running at all, and a form's rules across fields (ui-kit's schemaRulesAcross) check a part of the object.
// `note` says what the wire takes, for the API's document (a custom value has no JSON Schema of its own).
function wire<In, Out>(read: (value: unknown) => Out | undefined, key: RuleKey, note: string, values?: RuleValues) {
  const unreadable = z.refine((value: unknown) => isBlankValue(value) || read(value) !== undefined, {
    error: ruleMessage(key, values),
  });
  return {
    required: () =>
      z.pipe(
        z.custom<In>().check(
          z.refine((value: unknown) => !isBlankValue(value) && read(value) !== undefined, {
            error: (issue) => (isBlankValue(issue.input) ? ruleMessage('required') : ruleMessage(key, values)),
          }),
          about(`${note}.`),
        ),
        z.transform((value: In) => read(value) as Out),
      ),
    optional: <F extends Out | null = null>(fallback: F = null as F) =>
      z.pipe(
        z.optional(
          z
            .custom<In | null>()
            .check(
              unreadable,
              about(`${note}; blank or missing: ${fallback === null ? 'not given' : JSON.stringify(fallback)}.`),
            ),
        ),
        z.transform((value: In | null | undefined): Out | F => (isBlankValue(value) ? fallback : (read(value) as Out))),
      ),
  };
}

const countWire = (min: number, max: number) =>
  wire<number | string, number>(
    (value) => {
      const number = toWholeNumber(value);
      return number !== undefined && number >= min && number <= max ? number : undefined;
    },
    'wholeNumber',
    `A whole number from ${min} to ${max} (or its text)`,
    { min, max },
  );
/** A whole number from `min` to `max` (a numeric string too); blank gives `fallback`. */
export const count = <F extends number | null = null>(min: number, max: number, fallback?: F) =>
  countWire(min, max).optional<F>(fallback);
/** A whole number from `min` to `max` (a numeric string too) that must be given. */
export const requiredCount = (min: number, max: number) => countWire(min, max).required();

const flagWire = wire<boolean | string | number, boolean>(
  toFlag,
  'boolean',
  "true or false ('true' or '1', 'false' or '0' too)",
);
/** Yes or no (also 'true'/'1' and 'false'/'0'); blank gives `fallback`. */
export const flag = (fallback: boolean) => flagWire.optional(fallback);
/** Yes or no (also 'true'/'1' and 'false'/'0') that must be given. */
export const requiredFlag = () => flagWire.required();

const optionWire = <const T extends readonly [string, ...string[]]>(values: T) =>
  wire<T[number], T[number]>(
    (value) => (typeof value === 'string' && (values as readonly string[]).includes(value) ? value : undefined),
    'choice',
    `One of ${values.map((value) => `'${value}'`).join(', ')}`,
  );
/** One of `values` that must be given. */
export const option = <const T extends readonly [string, ...string[]]>(values: T) => optionWire(values).required();
/** One of `values`, or null when not given (the server keeps the current one). */
export const optionalOption = <const T extends readonly [string, ...string[]]>(values: T) =>
  optionWire(values).optional();

const idWire = wire<number | string, number>(
  (value) => toRecordId(value) ?? undefined,
  'reference',
  'A record’s id (or its text)',
);
/** The id of another record, or null; whether it exists is the server's to say. */
export const reference = () => idWire.optional();
/** The id of another record, which must be given. */
export const requiredReference = () => idWire.required();

/** Ids of other records, without repeats, in the given order; blank gives []. */
export const references = () =>
  z.pipe(
    z.optional(
      z.custom<Array<number | string> | null>().check(
        z.refine(
          (value: unknown) =>
            isBlankValue(value) || (Array.isArray(value) && value.every((item) => toRecordId(item) !== null)),
          { error: ruleMessage('reference') },
        ),
        about('Record ids (or their texts), repeats dropped; blank or missing: [].'),
      ),
    ),
    z.transform((value: Array<number | string> | null | undefined) =>
      Array.isArray(value) ? [...new Set(value.map((item) => toRecordId(item) as number))] : [],
    ),
  );

/** A time of day 'HH:mm', which must be given. */
export const timeOfDay = () =>
  wire<string, string>((value) => (isTime(value) ? value : undefined), 'time', "'HH:mm'").required();

const zoneWire = wire<string, string>(
  (value) => (isTimeZone(value) ? value : undefined),
  'timezone',
  'An IANA time zone',
);
/** An IANA time zone, or null when not given (the server takes the organisation's). */
export const optionalTimeZone = () => zoneWire.optional();
/** An IANA time zone that must be given. */
export const timeZone = () => zoneWire.required();

/** Days of the week: at least one, each 0 (Sunday) to 6; sorted, without repeats. */
export const weekDays = () =>
  z.pipe(
    z.custom<Array<number | string>>().check(
      z.refine((value: unknown) => weekDaysRule(value) === null, {
        error: (issue) => ruleMessage(weekDaysRule(issue.input) ?? 'weekDays'),
      }),
      about('At least one day, 0 (Sunday) to 6 (or their texts); stored sorted, without repeats.'),
    ),
    z.transform((value: Array<number | string>) =>
      [...new Set(value.map((day) => toWholeNumber(day) as number))].sort((a, b) => a - b),
    ),
  );

function weekDaysRule(value: unknown): RuleKey | null {
  if (!Array.isArray(value) || value.length === 0) return 'weekDays';
  const inWeek = (day: unknown) => {
    const number = toWholeNumber(day);
    return number !== undefined && number >= 0 && number <= 6;
  };
  return value.every(inWeek) ? null : 'weekDayRange';
}

/** A text of `min` to `max` characters, trimmed; blank is "required", a wrong length says both bounds. */
const textBetween = (min: number, max: number) =>
  z.string({ error: (issue) => ruleMessage(isBlankValue(issue.input) ? 'required' : 'invalid') }).check(
    z.trim(),
    z.refine((value: string) => value.length >= Math.max(min, 1), {
      error: (issue) => (issue.input === '' ? ruleMessage('required') : ruleMessage('length', { min, max })),
      abort: true,
    }),
    // A length check of its own, so the field's counter reads the limit (maxLengthOf).
    z.maxLength(max, { error: ruleMessage('length', { min, max }) }),
  );

/** Runs an object's cross-field check only once its `fields` passed their own rules. */
const whenValid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

// ---- Opening hours -------------------------------------------------------------------------------------------------

/** Minutes after midnight of an 'HH:mm' time. */
export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface OpeningRange {
  open: string;
  close: string;
  day?: number;
}

/** Whether two of the (well-formed) ranges of one day overlap; touching ones (08:00–12:00, 12:00–13:00) do not. */
export function rangesOverlap(ranges: readonly OpeningRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => toMinutes(a.open) - toMinutes(b.open));
  return sorted.some((range, index) => index > 0 && toMinutes(range.open) < toMinutes(sorted[index - 1].close));
}

/**
 * Opening ranges as the API reads them, every problem named once on the list itself: a day 0–6 (with `withDay`),
 * 'HH:mm' times, open before close, no overlap within a day. The good ranges, sorted by day and opening time.
 */
export function readRanges(value: unknown, withDay: boolean): { ranges: OpeningRange[]; problems: RuleKey[] } {
  const problems = new Set<RuleKey>();
  if (isBlankValue(value)) return { ranges: [], problems: [] };
  if (!Array.isArray(value)) return { ranges: [], problems: ['time'] };
  const ranges: OpeningRange[] = [];
  for (const raw of value) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const day = withDay ? toWholeNumber(item.day) : 0;
    if (day === undefined || day < 0 || day > 6) {
      problems.add('weekDayRange');
      continue;
    }
    if (!isTime(item.open) || !isTime(item.close)) {
      problems.add('time');
      continue;
    }
    if (toMinutes(item.open) >= toMinutes(item.close)) {
      problems.add('openBeforeClose');
      continue;
    }
    ranges.push(withDay ? { day, open: item.open, close: item.close } : { open: item.open, close: item.close });
  }
  ranges.sort((a, b) => (a.day ?? 0) - (b.day ?? 0) || toMinutes(a.open) - toMinutes(b.open));
  for (let day = 0; day <= 6; day += 1) {
    if (rangesOverlap(ranges.filter((range) => (range.day ?? 0) === day))) problems.add('hoursOverlap');
  }
  return { ranges, problems: [...problems] };
}

type Issues = { issues: z.core.$ZodRawIssue[] };
const report = (ctx: Issues, value: unknown, problems: Iterable<{ key: RuleKey; values?: RuleValues }>) => {
  for (const { key, values } of problems)
    ctx.issues.push({ code: 'custom', message: ruleMessage(key, values), input: value });
};

export interface WeeklyInterval {
  day: number;
  open: string;
  close: string;
}

/** A working time's weekly hours: each interval names its day; every problem is the list's. */
export const weeklyHours = () =>
  z.pipe(
    z.optional(
      z
        .custom<Array<{ day: number | string; open: string; close: string }> | null>()
        .check(
          about(
            "`[{ day, open, close }]`: day 0 (Sunday) to 6, 'HH:mm' times, open before close, no overlap within a day (several ranges a day are fine).",
          ),
        ),
    ),
    z.transform((value: Array<{ day: number | string; open: string; close: string }> | null | undefined, ctx) => {
      const { ranges, problems } = readRanges(value, true);
      report(
        ctx,
        value,
        problems.map((key) => ({ key })),
      );
      return ranges as WeeklyInterval[];
    }),
  );

export interface SpecialDay {
  date: string;
  closed: boolean;
  intervals: Array<{ open: string; close: string }>;
  label: string;
}

/** A special day's label, which the special days' editor checks too. */
export const specialDayLabel = optionalText({ max: L.exceptionLabelMax });

/**
 * A working time's special days: a real 'YYYY-MM-DD' date, each date once, either closed or with special hours that
 * follow the weekly rules, a label of at most LIVE_AGENT_LIMITS.exceptionLabelMax characters. Every problem is the
 * list's. Sorted by date; a closed day keeps no hours.
 */
export function readSpecialDays(value: unknown): {
  days: SpecialDay[];
  problems: Array<{ key: RuleKey; values?: RuleValues }>;
} {
  const problems: Array<{ key: RuleKey; values?: RuleValues }> = [];
  const add = (key: RuleKey, values?: RuleValues) => {
    if (!problems.some((problem) => problem.key === key)) problems.push({ key, values });
  };
  if (isBlankValue(value)) return { days: [], problems };
  if (!Array.isArray(value)) return { days: [], problems: [{ key: 'date' }] };
  const seen = new Set<string>();
  const days: SpecialDay[] = [];
  for (const raw of value) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    if (!isIsoDate(item.date)) {
      add('date');
      continue;
    }
    if (seen.has(item.date)) add('dateOnce');
    seen.add(item.date);
    const hours = readRanges(item.intervals, false);
    for (const key of hours.problems) add(key);
    let closed = hours.ranges.length === 0;
    if (!isBlankValue(item.closed)) {
      const given = toFlag(item.closed);
      if (given === undefined) add('boolean');
      else closed = given;
    }
    // Special hours that were given but broken are already reported; only a missing list is news.
    const given = Array.isArray(item.intervals) && item.intervals.length > 0;
    if (!closed && hours.ranges.length === 0 && !given) add('specialHours');
    const label = checkAgainst(specialDayLabel, typeof item.label === 'number' ? String(item.label) : item.label);
    if (!label.ok) for (const issue of Object.values(label.issues).flat()) add(issue.key, issue.values);
    days.push({ date: item.date, closed, intervals: closed ? [] : hours.ranges, label: label.ok ? label.value : '' });
  }
  return { days: days.sort((a, b) => a.date.localeCompare(b.date)), problems };
}

/** A working time's special days (readSpecialDays). */
export const specialDays = () =>
  z.pipe(
    z.optional(
      z
        .custom<Array<Partial<SpecialDay> & { closed?: boolean | string }> | null>()
        .check(
          about(
            `\`[{ date, closed, intervals: [{ open, close }], label }]\`: a real 'YYYY-MM-DD' date, each date once, closed or with special hours (as the weekly ones), a label of at most ${L.exceptionLabelMax} characters.`,
          ),
        ),
    ),
    z.transform((value: Array<Partial<SpecialDay> & { closed?: boolean | string }> | null | undefined, ctx) => {
      const { days, problems } = readSpecialDays(value);
      report(ctx, value, problems);
      return days;
    }),
  );

// ---- The resources -------------------------------------------------------------------------------------------------

const fullName = () => text({ max: L.personNameMax });

const KEEPS_AVATAR = 'An image URL or data URL; missing keeps the current one (a new person gets an initials picture).';
const ORGANIZATION_ZONE = 'An IANA time zone; blank or missing: the organisation’s.';
const KEEPS_POSITION = `A whole number from ${L.sortOrder.min} to ${L.sortOrder.max} (or its text); blank or missing keeps the current position (a new record goes last).`;

/** POST /admins, PUT /admins/:id. The avatar is the server's to default. */
export const adminInputSchema = z.object({
  fullName: fullName(),
  email: email(),
  phone: optionalText({ max: L.phoneMax }),
  avatar: z.optional(z.string().check(about(KEEPS_AVATAR))),
  role: option(ADMIN_ROLES),
  departmentIds: references(),
  isActive: flag(true),
});

/** POST /agents, PUT /agents/:id. Blank chats take the organisation's default; a blank status keeps the current. */
export const agentInputSchema = z.object({
  fullName: fullName(),
  email: email(),
  avatar: z.optional(z.string().check(about(KEEPS_AVATAR))),
  departmentIds: references(),
  queueIds: references(),
  shiftId: reference(),
  maxConcurrentChats: count(L.concurrentChats.min, L.concurrentChats.max).check(
    about(
      `A whole number from ${L.concurrentChats.min} to ${L.concurrentChats.max} (or its text); blank or missing: the organisation’s default.`,
    ),
  ),
  status: optionalOption(AGENT_STATUSES).check(
    about(
      `One of ${AGENT_STATUSES.map((status) => `'${status}'`).join(', ')}; blank or missing keeps the current one (a new agent is offline).`,
    ),
  ),
  isActive: flag(true),
});

export const departmentInputSchema = z.object({
  name: text({ max: L.nameMax }),
  description: optionalText({ max: L.messageMax }),
  isEnabled: flag(true),
  workingTimeId: reference(),
  maxConcurrentChats: count(L.concurrentChats.min, L.concurrentChats.max, L.concurrentChats.fallback),
  fallbackDepartmentId: reference(),
  offlineMessage: optionalText({ max: L.messageMax }),
});

export const queueInputSchema = z
  .object({
    name: text({ max: L.nameMax }),
    departmentId: requiredReference(),
    routing: option(QUEUE_ROUTINGS),
    priority: count(L.priority.min, L.priority.max, L.priority.fallback),
    maxWaitSec: count(L.waitSeconds.min, L.waitSeconds.max, 300),
    slaFirstResponseSec: count(L.waitSeconds.min, L.waitSeconds.max, 60),
    isActive: flag(true),
  })
  .check(
    // A chat cannot be answered in time after it has already left the queue.
    z.refine((queue) => queue.slaFirstResponseSec <= queue.maxWaitSec, {
      path: ['slaFirstResponseSec'],
      error: ruleMessage('slaAboveMaxWait'),
      when: whenValid('maxWaitSec', 'slaFirstResponseSec'),
    }),
  );

/** A blank time zone takes the organisation's; `agentIds`, when sent, are the agents working the shift. */
export const shiftInputSchema = z
  .object({
    name: text({ max: L.nameMax }),
    timezone: optionalTimeZone().check(about(ORGANIZATION_ZONE)),
    daysOfWeek: weekDays(),
    startTime: timeOfDay(),
    endTime: timeOfDay(),
    breakMinutes: count(L.breakMinutes.min, L.breakMinutes.max, 0),
    agentIds: z.optional(references()).check(about('When sent, exactly these agents work the shift.')),
  })
  .check(
    // An end before the start crosses midnight; the same time is no shift at all.
    z.refine((shift) => shift.startTime !== shift.endTime, {
      path: ['endTime'],
      error: ruleMessage('sameStartEnd'),
      when: whenValid('startTime', 'endTime'),
    }),
  );

/** A department's own hours name their department; a blank time zone takes the organisation's. */
export const workingTimeInputSchema = z
  .object({
    name: text({ max: L.nameMax }),
    scope: option(WORKING_TIME_SCOPES),
    departmentId: reference().check(about('A department’s id (or its text): required for the department scope.')),
    timezone: optionalTimeZone().check(about(ORGANIZATION_ZONE)),
    isEnabled: flag(true),
    intervals: weeklyHours(),
    exceptions: specialDays(),
    outOfOfficeMessage: optionalText({ max: L.messageMax }),
  })
  .check(
    z.refine((hours) => hours.scope !== 'department' || hours.departmentId !== null, {
      path: ['departmentId'],
      error: ruleMessage('required'),
      when: whenValid('scope', 'departmentId'),
    }),
  );

/** POST /conversation-templates, PUT …/:id, and each row of the import. */
export const templateInputSchema = z
  .object({
    title: text({ max: L.templateTitleMax }),
    shortcut: text({ format: { test: isTemplateShortcut, key: 'shortcutFormat' } }),
    body: text({ max: L.templateBodyMax }),
    scope: option(TEMPLATE_SCOPES),
    departmentId: reference().check(about('A department’s id (or its text): required for the department scope.')),
    categoryId: reference(),
    isActive: flag(true),
  })
  .check(
    z.refine((template) => template.scope !== 'department' || template.departmentId !== null, {
      path: ['departmentId'],
      error: ruleMessage('required'),
      when: whenValid('scope', 'departmentId'),
    }),
  );

/** '#rrggbb', stored in lowercase; blank gives the default colour. */
export const categoryColor = () =>
  wire<string, string>(
    (value) => (typeof value === 'string' && isHexColor(value.trim()) ? value.trim().toLowerCase() : undefined),
    'hexColor',
    "'#rrggbb'",
  ).optional(DEFAULT_CATEGORY_COLOR);

/** A blank sortOrder keeps the current position (a new category goes last). */
export const categoryInputSchema = z.object({
  name: text({ max: L.nameMax }),
  description: optionalText({ max: L.messageMax }),
  color: categoryColor(),
  parentId: reference(),
  departmentIds: references(),
  isActive: flag(true),
  sortOrder: count(L.sortOrder.min, L.sortOrder.max).check(about(KEEPS_POSITION)),
});

/** A closing comment: 1 to LIVE_AGENT_LIMITS.commentTextMax characters; a blank sortOrder keeps its position. */
export const commentInputSchema = z.object({
  text: textBetween(1, L.commentTextMax),
  departmentIds: references(),
  isActive: flag(true),
  sortOrder: count(L.sortOrder.min, L.sortOrder.max).check(about(KEEPS_POSITION)),
});

/** The ids a bulk action or a reorder names: at least one, each well formed (whether they exist is the server's). */
export const pickedIds = () =>
  z.pipe(
    z.custom<Array<number | string>>().check(
      z.refine((value: unknown) => pickedIdsRule(value) === null, {
        error: (issue) => ruleMessage(pickedIdsRule(issue.input) ?? 'pickAtLeastOne'),
      }),
      about('At least one record id (or its text); each must exist.'),
    ),
    z.transform((value: Array<number | string>) => [...new Set(value.map((id) => toRecordId(id) as number))]),
  );

function pickedIdsRule(value: unknown): RuleKey | null {
  if (!Array.isArray(value) || value.length === 0) return 'pickAtLeastOne';
  return value.every((id) => toRecordId(id) !== null) ? null : 'reference';
}

/** POST /agents/bulk: an assign action names its department, queue or shift in `value` (which must exist: the server's). */
export const agentBulkSchema = z
  .object({
    ids: pickedIds(),
    action: option(AGENT_BULK_ACTIONS),
    value: z.optional(
      z
        .custom<number | null>()
        .check(about('The department, queue or shift id of an assign action (which must exist); unused otherwise.')),
    ),
  })
  .check(
    z.refine((bulk) => !bulk.action.startsWith('assign') || !isBlankValue(bulk.value), {
      path: ['value'],
      error: ruleMessage('required'),
      when: whenValid('action', 'value'),
    }),
  );

/** POST /conversation-categories/reorder and /comments/reorder. */
export const reorderSchema = z.object({ ids: pickedIds() });

// ---- Answers (strict objects: a field the contract does not name fails a test) ----------------------------------

const ids = (description: string) => z.array(z.int()).check(about(description));
const instantOrNull = (who: string) =>
  z.nullable(z.string()).check(about(`ISO-8601, or null when the ${who} never signed in. Server-owned.`));
const picture = (who: string) =>
  z.string().check(about(`An image URL or data URL; a new ${who} gets an initials picture.`));
const clockTime = (description: string) => z.string().check(about(`'HH:mm'. ${description}`.trim()));

export const adminSchema = z.strictObject({
  id: z.int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: picture('admin'),
  role: z.enum(ADMIN_ROLES),
  departmentIds: ids('Departments the admin looks after; empty means all.'),
  isActive: z.boolean(),
  lastLoginAt: instantOrNull('admin'),
});

export const agentSchema = z.strictObject({
  id: z.int(),
  fullName: z.string(),
  email: z.string(),
  avatar: picture('agent'),
  departmentIds: ids('The departments the agent works for.'),
  queueIds: ids('The queues the agent takes chats from.'),
  shiftId: z.nullable(z.int()),
  maxConcurrentChats: z.int(),
  status: z.enum(AGENT_STATUSES).check(about("Presence; an inactive agent is always 'offline'.")),
  isActive: z.boolean(),
  lastLoginAt: instantOrNull('agent'),
});

export const departmentSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  isEnabled: z.boolean(),
  workingTimeId: z.nullable(z.int()).check(about('Its opening hours; null: always open.')),
  maxConcurrentChats: z.int(),
  fallbackDepartmentId: z.nullable(z.int()).check(about('Where chats go when it is closed or full.')),
  offlineMessage: z.string(),
});

export const queueSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  departmentId: z.int(),
  routing: z.enum(QUEUE_ROUTINGS),
  priority: z.int().check(about('1 (lowest) to 5 (highest).')),
  maxWaitSec: z.int(),
  slaFirstResponseSec: z.int().check(about('The first-response target, at most maxWaitSec.')),
  isActive: z.boolean(),
});

export const shiftSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  timezone: z.string().check(about('An IANA time zone.')),
  daysOfWeek: ids('0 = Sunday … 6 = Saturday, sorted, no repeats.'),
  startTime: clockTime(''),
  endTime: clockTime('Before startTime: the shift crosses midnight.'),
  breakMinutes: z.int(),
  agentIds: ids('The agents whose shiftId is this shift (derived from the agents on every read).'),
});

/** Opening and closing times, open before close. */
export const timeRangeSchema = z.strictObject({ open: clockTime(''), close: clockTime('') });

export const workingTimeIntervalSchema = z.strictObject({
  day: z.int().check(about('0 = Sunday … 6 = Saturday.')),
  open: clockTime(''),
  close: clockTime(''),
});

export const workingTimeExceptionSchema = z.strictObject({
  date: z.string().check(about("'YYYY-MM-DD'.")),
  closed: z.boolean(),
  intervals: z.array(timeRangeSchema).check(about('The special opening hours; [] for a closed day.')),
  label: z.string(),
});

export const workingTimeSchema = z.strictObject({
  id: z.int(),
  name: z.string(),
  scope: z.enum(WORKING_TIME_SCOPES),
  departmentId: z
    .nullable(z.int())
    .check(about('The department of a department-scope working time; null for the organisation’s.')),
  timezone: z.string().check(about('An IANA time zone.')),
  isEnabled: z.boolean(),
  intervals: z.array(workingTimeIntervalSchema).check(about('Sorted by day and opening time; several a day.')),
  exceptions: z.array(workingTimeExceptionSchema).check(about('Special days, sorted by date.')),
  outOfOfficeMessage: z.string(),
});

export const conversationTemplateSchema = z.strictObject({
  id: z.int(),
  title: z.string(),
  shortcut: z.string().check(about('^[a-z0-9_-]{2,32}$, unique across all templates.')),
  body: z
    .string()
    .check(about('Text with variables such as {{customer.name}}, {{agent.name}}, {{organization.name}}.')),
  scope: z.enum(TEMPLATE_SCOPES),
  departmentId: z.nullable(z.int()).check(about("The department of scope 'department'; null otherwise.")),
  categoryId: z.nullable(z.int()),
  isActive: z.boolean(),
  usageCount: z.int().check(about('Server-owned: how often agents used the template.')),
});

export const conversationCategorySchema = z.strictObject({
  id: z.int(),
  name: z.string().check(about('Unique, any case.')),
  description: z.string(),
  color: z.string().check(about("'#rrggbb', lowercase.")),
  parentId: z
    .nullable(z.int())
    .check(about('The top-level category this one sits under, or null for a top-level one (two levels at most).')),
  departmentIds: ids('Departments that may use the category; empty means all.'),
  isActive: z.boolean(),
  sortOrder: z.int().check(about('Position in the list; set by reordering.')),
});

/** A closing (wrap-up) comment agents pick when they close a chat. */
export const commentSchema = z.strictObject({
  id: z.int(),
  text: z.string().check(about(`1–${L.commentTextMax} characters.`)),
  departmentIds: ids('Departments that may use the comment; empty means all.'),
  isActive: z.boolean(),
  sortOrder: z.int().check(about('Position in the list agents see; set by reordering.')),
});

/** The 200 of POST /agents/bulk: the changed agents. */
export const agentBulkResponseSchema = z.strictObject({ data: z.array(agentSchema) });

/** POST /conversation-templates/import (all or nothing): each row is checked as a POST of a template. */
export const templateImportRequestSchema = z.object({ rows: z.array(templateInputSchema) });

/** The 201 of the import: the created templates. */
export const templateImportResponseSchema = z.strictObject({
  data: z.array(conversationTemplateSchema),
  total: z.int(),
});

/** One problem of one import row. */
export const importRowErrorSchema = z.strictObject({
  row: z.int().check(about('1-based over the data rows (a CSV header is not counted).')),
  field: z.string(),
  message: z.string(),
});

/** The 422 of the import: the usual body (`errors.rows` holds the summary) plus one entry per broken field. */
export const templateImportErrorBodySchema = z.strictObject({
  message: z.string(),
  errors: z.strictObject({ rows: z.array(z.string()) }),
  rowErrors: z.array(importRowErrorSchema),
});

/** The 200 of POST /conversation-categories/reorder: every category, in its new order. */
export const categoryReorderResponseSchema = z.strictObject({ data: z.array(conversationCategorySchema) });

/** The 200 of POST /comments/reorder: every closing comment, in its new order. */
export const commentReorderResponseSchema = z.strictObject({ data: z.array(commentSchema) });
