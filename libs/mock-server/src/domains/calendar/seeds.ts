// The 10 demo events over the five calendars (docs/demo-api.md, calendar). Times are fixed offsets
// from REFERENCE_DATE so the month view, the tests and the e2e suite always see the same week.
import type { CalendarEvent, CalendarName } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { addDays, startOfUtcDay } from '../../random';
import type { SeedClock } from '../../types';

export { CALENDARS, type CalendarEvent, type CalendarName } from '@live-agent/contracts';

// [title, calendar, start, end, allDay, url]; start and end as [days from today, hour, minute] (UTC).
type At = [days: number, hour?: number, minute?: number];
const EVENTS: [string, CalendarName, At, At, boolean, string][] = [
  ['Design review', 'Business', [-6, 9], [-6, 10, 30], false, ''],
  ['Meeting with the support leads', 'Business', [0, 13], [0, 14], false, ''],
  ['Quarterly planning', 'Business', [8, 10], [8, 12], false, ''],
  ['Family trip', 'Family', [3], [6], true, ''],
  ['Dinner with the family', 'Family', [-2, 18], [-2, 20], false, ''],
  ['Doctor appointment', 'Personal', [1, 11], [1, 12], false, ''],
  ['Yoga class', 'Personal', [10, 17], [10, 18], false, ''],
  ['Bank holiday', 'Holiday', [-11], [-10], true, ''],
  ['Team offsite', 'Holiday', [14], [16], true, ''],
  ['Product launch webinar', 'ETC', [5, 15], [5, 16], false, 'https://example.com/webinar'],
];

export function buildEvents(now: Date): CalendarEvent[] {
  const today = startOfUtcDay(now);
  const at = ([days, hour = 0, minute = 0]: At) => {
    const day = addDays(today, days);
    day.setUTCHours(hour, minute, 0, 0);
    return day.toISOString();
  };
  return EVENTS.map(([title, calendar, start, end, allDay, url], index) => ({
    id: index + 1,
    url,
    title,
    start: at(start),
    end: at(end),
    allDay,
    extendedProps: { calendar },
  }));
}

export function seedCalendar(server: Server, { now }: SeedClock): void {
  server.db.calendarEvents.insert(buildEvents(now));
}
