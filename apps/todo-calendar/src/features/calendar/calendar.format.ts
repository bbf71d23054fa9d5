// How events cross between the API, FullCalendar and the form. Decision: an all-day event is stored as
// UTC midnight of its days with an exclusive end (FullCalendar's convention, and the seed's), and handed
// to FullCalendar as plain 'YYYY-MM-DD' so it lands on the same days in every time zone.
import { textOn } from '@live-agent/ui-kit';
import type { EventInput } from '@fullcalendar/core';
import dayjs, { type Dayjs } from 'dayjs';
import type { CalendarEvent, CalendarName } from '@live-agent/contracts';

export const CALENDAR_COLORS: Record<CalendarName, string> = {
  Business: '#4f46e5',
  Holiday: '#28c76f',
  Personal: '#ea5455',
  ETC: '#00bad1',
  Family: '#ff9f43',
};

const day = (iso: string) => iso.slice(0, 10);

/** API event → FullCalendar event input (colour by calendar). */
export function toCalendarInput(event: CalendarEvent): EventInput {
  const color = CALENDAR_COLORS[event.extendedProps.calendar] ?? CALENDAR_COLORS.Business;
  return {
    id: String(event.id),
    title: event.title,
    start: event.allDay ? day(event.start) : event.start,
    end: event.allDay ? day(event.end) : event.end,
    allDay: event.allDay,
    url: event.url || undefined,
    backgroundColor: color,
    borderColor: color,
    // Black or white, whichever reads on the calendar's colour (white on green or orange measured 2:1).
    textColor: textOn(color),
    extendedProps: { calendar: event.extendedProps.calendar },
  };
}

/** A local date (from FullCalendar or the form) → the API's timestamp for it. */
export function toApiTime(date: Date | Dayjs, allDay: boolean): string {
  const value = dayjs(date);
  return allDay ? `${value.format('YYYY-MM-DD')}T00:00:00.000Z` : value.toISOString();
}

/** A stored timestamp → the local date-time the form edits (all-day: that calendar day at local midnight). */
export function fromApiTime(iso: string, allDay: boolean): Dayjs {
  return allDay ? dayjs(day(iso)) : dayjs(iso);
}

/**
 * Where the calendar opens: today when the current month has events, otherwise the event nearest to
 * today, so a first visit never lands on an empty month while the data sits elsewhere.
 */
export function initialDateFor(events: CalendarEvent[], today: Date = new Date()): Date {
  if (events.length === 0) return today;
  const now = dayjs(today);
  if (events.some((event) => dayjs(event.start).isSame(now, 'month') || dayjs(event.end).isSame(now, 'month')))
    return today;
  const nearest = [...events].sort(
    (a, b) => Math.abs(dayjs(a.start).diff(now)) - Math.abs(dayjs(b.start).diff(now)),
  )[0];
  return dayjs(nearest.start).toDate();
}

/**
 * The API range of an event FullCalendar moved or resized: all-day ends stay exclusive, and an event
 * without an end (FullCalendar drops equal ends) lasts one day or one hour.
 */
export function movedRange(event: { start: Date | null; end: Date | null; allDay: boolean }) {
  const start = event.start!;
  const end = event.end ?? (event.allDay ? dayjs(start).add(1, 'day').toDate() : dayjs(start).add(1, 'hour').toDate());
  return { start: toApiTime(start, event.allDay), end: toApiTime(end, event.allDay), allDay: event.allDay };
}
