// The event form's rules, in one place: the event's schema in @live-agent/contracts, which the server checks with
// (docs/demo-api.md, Calendar), so the drawer refuses what the server refuses, in its words; the tests run every
// hostile input through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { calendarEventFieldsSchema, calendarEventSchema, fieldOf } from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';
import { toApiTime } from './calendar.format';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** The start the API is sent for the picked one ('' for none): an all-day event starts at its first day. */
export const startTimeOf = (value: unknown, allDay: boolean): string => {
  const start = value as Dayjs | null | undefined;
  // A typed date that does not exist (ui-kit DateField) is sent as it is, which the rule refuses as no date.
  if (start && !start.isValid()) return 'Invalid Date';
  return start ? toApiTime(allDay ? start.startOf('day') : start, allDay) : '';
};

/** The end the API is sent for the picked one ('' for none, which is the start): all-day, the day after the last. */
export const endTimeOf = (value: unknown, allDay: boolean): string => {
  const end = value as Dayjs | null | undefined;
  if (end && !end.isValid()) return 'Invalid Date';
  return end ? toApiTime(allDay ? end.startOf('day').add(1, 'day') : end, allDay) : '';
};

const END = fieldOf(calendarEventSchema, 'end');

export function eventRules(rules: FormRules) {
  const event = calendarEventFieldsSchema.shape;
  return {
    title: rules.of(event.title),
    calendar: rules.of(event.calendar),
    start: [
      ({ getFieldValue }) =>
        rules.of(event.start, { toValue: (start) => startTimeOf(start, Boolean(getFieldValue('allDay'))) })[0],
    ] as FormRule[],
    // The end's own rules and its order after the start (a rule on the whole event naming the end).
    end: [
      ({ getFieldValue }) => {
        const allDay = Boolean(getFieldValue('allDay'));
        return rules.of(END, {
          toValue: (end) => ({ start: startTimeOf(getFieldValue('start'), allDay), end: endTimeOf(end, allDay) }),
        })[0] as RuleObject;
      },
    ] as FormRule[],
    url: rules.of(event.url),
  };
}
