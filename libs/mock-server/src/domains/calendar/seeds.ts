// The 10 demo events over the five calendars (docs/demo-api.md, calendar). Times are fixed offsets
// from REFERENCE_DATE so the month view, the tests and the e2e suite always see the same week.
import type { CalendarEvent, CalendarName } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { addDays, REFERENCE_DATE } from '../../random';

export { CALENDARS, type CalendarEvent, type CalendarName } from '@live-agent/contracts';

/** ISO timestamp `days` after the reference day at `hour`:`minute` UTC. */
function at(days: number, hour = 0, minute = 0): string {
  const day = addDays(REFERENCE_DATE, days);
  day.setUTCHours(hour, minute, 0, 0);
  return day.toISOString();
}

// [title, calendar, start, end, allDay, url]
const EVENTS: [string, CalendarName, string, string, boolean, string][] = [
  ['Design review', 'Business', at(-6, 9), at(-6, 10, 30), false, ''],
  ['Meeting with the support leads', 'Business', at(0, 13), at(0, 14), false, ''],
  ['Quarterly planning', 'Business', at(8, 10), at(8, 12), false, ''],
  ['Family trip', 'Family', at(3), at(6), true, ''],
  ['Dinner with the family', 'Family', at(-2, 18), at(-2, 20), false, ''],
  ['Doctor appointment', 'Personal', at(1, 11), at(1, 12), false, ''],
  ['Yoga class', 'Personal', at(10, 17), at(10, 18), false, ''],
  ['Bank holiday', 'Holiday', at(-11), at(-10), true, ''],
  ['Team offsite', 'Holiday', at(14), at(16), true, ''],
  ['Product launch webinar', 'ETC', at(5, 15), at(5, 16), false, 'https://example.com/webinar'],
];

export function buildEvents(): CalendarEvent[] {
  return EVENTS.map(([title, calendar, start, end, allDay, url], index) => ({
    id: index + 1,
    url,
    title,
    start,
    end,
    allDay,
    extendedProps: { calendar },
  }));
}

export function seedCalendar(server: Server): void {
  server.db.calendarEvents.insert(buildEvents());
}
