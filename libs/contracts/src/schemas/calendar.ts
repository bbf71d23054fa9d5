// An event as the calendar adds and changes it (docs/demo-api.md, Calendar): a title, one of the five calendars, a
// start and an end that are moments, the end not before the start (a blank end is the start), and a web address if
// any. An update is checked as the event it makes (the stored one with the fields sent). And the event as the server
// answers it (strict objects, so a field the contract does not name fails a test).
import { CALENDARS } from '../calendar';
import { isTimestamp, isWebAddress } from '../rules/formats';
import { optionalText, ruleMessage, z } from '../rules/schema';
import { requiredTitle } from './todo';
import { removedIdSchema } from './http';

const about = (description: string) => z.describe(description);

// A broken time stops its object's checks (abort), so the times' order is checked only on two moments.
const moment = (key: 'startDate' | 'endDate') =>
  z.string({ error: ruleMessage(key) }).check(z.refine(isTimestamp, { error: ruleMessage(key), abort: true }));

/** A blank end is the start. */
const optionalEnd = () =>
  z.optional(
    z.nullable(
      z
        .string({ error: ruleMessage('endDate') })
        .check(z.refine((value) => value === '' || isTimestamp(value), { error: ruleMessage('endDate'), abort: true })),
    ),
  );

/** The event's fields, each with its own rules (a form's field reads its rules here). */
export const calendarEventFieldsSchema = z.object({
  title: requiredTitle(),
  calendar: z.enum(CALENDARS, { error: ruleMessage('unknownCalendar') }),
  start: moment('startDate'),
  end: optionalEnd(),
  url: optionalText({ format: { test: isWebAddress, key: 'url' } }),
  allDay: z.optional(z.boolean()),
});

/** The end is not before the start (once both are moments); the issue names the end. */
const eventTimesSchema = z.object({ start: moment('startDate'), end: optionalEnd() }).check(
  z.refine(({ start, end }) => !end || Date.parse(end) >= Date.parse(start), {
    path: ['end'],
    error: ruleMessage('endBeforeStart'),
  }),
);

/**
 * The event as checked (its calendar beside the other fields, as the form has it). The times' order is checked
 * beside the fields rather than after them (an object's own checks stop at its fields' first broken rule).
 */
export const calendarEventSchema = z.intersection(calendarEventFieldsSchema, eventTimesSchema);

const fields = calendarEventFieldsSchema.shape;

/**
 * An event as the calendar sends it: its calendar in `extendedProps`, as FullCalendar has it. The id, and anything
 * unknown, are ignored.
 */
export const calendarEventInputSchema = z.object({
  url: fields.url,
  title: fields.title,
  start: fields.start.check(about('A moment (ISO).')),
  end: fields.end.check(about('A moment (ISO), not before the start; blank is the start.')),
  allDay: fields.allDay,
  extendedProps: z.optional(z.object({ calendar: z.optional(fields.calendar) })),
});

/** The body of `POST /apps/calendar/add-event`: a missing calendar is Business, a missing end the start. */
export const addEventRequestSchema = z.object({ event: calendarEventInputSchema });

/** The body of `POST /apps/calendar/update-event`: the event's id and the fields that change. */
export const updateEventRequestSchema = z.object({
  event: z.extend(z.partial(calendarEventInputSchema), { id: z.int() }),
});

/** The query of `GET /apps/calendar/events`. */
export const calendarEventListQuery = z.object({
  calendars: z.optional(
    z
      .array(z.enum(CALENDARS))
      .check(about('Repeated key. Absent: every calendar; present: only those listed (`?calendars=` alone: none).')),
  ),
});

export const calendarEventRecordSchema = z.strictObject({
  id: z.int(),
  url: z.string().check(about('A web address, or empty.')),
  title: z.string(),
  start: z.string().check(about('ISO timestamp.')),
  end: z.string().check(about('ISO timestamp, not before the start.')),
  allDay: z.boolean(),
  extendedProps: z.strictObject({ calendar: z.enum(CALENDARS) }),
});

/** `GET /apps/calendar/events`: a plain array (no paging). */
export const calendarEventListSchema = z.array(calendarEventRecordSchema);

/** The answer of add (201) and update (200). */
export const eventResponseSchema = z.strictObject({ event: calendarEventRecordSchema });

/** The answer of `DELETE /apps/calendar/remove-event`: the id removed. */
export const removeEventResponseSchema = removedIdSchema();
