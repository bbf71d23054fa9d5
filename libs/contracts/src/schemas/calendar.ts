// An event as the calendar adds and changes it (docs/demo-api.md, Calendar): a title, one of the five calendars, a
// start and an end that are moments, the end not before the start (a blank end is the start), and a web address if
// any. An update is checked as the event it makes (the stored one with the fields sent).
import { CALENDARS } from '../calendar';
import { isTimestamp, isWebAddress } from '../rules/formats';
import { optionalText, ruleMessage, z } from '../rules/schema';
import { requiredTitle } from './todo';

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
