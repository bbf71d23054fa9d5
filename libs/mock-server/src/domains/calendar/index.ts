import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { calendarRoutes } from './routes';
import { seedCalendar } from './seeds';

/** Demo calendar events (docs/demo-api.md, calendar): 10 seeded over five calendars. */
export const calendarDomain: MockDomain = {
  name: 'calendar',
  kind: 'demo',
  models: { calendarEvent: Model },
  seed: seedCalendar,
  routes: calendarRoutes,
};
