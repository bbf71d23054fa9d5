// The demo calendar (docs/demo-api.md, Calendar): reading is open, as in the theme; adding, changing and removing
// need a user allowed to manage the Demo screens.
import {
  addEventRequestSchema,
  calendarEventListQuery,
  calendarEventListSchema,
  eventResponseSchema,
  removeEventResponseSchema,
  updateEventRequestSchema,
} from '../schemas/calendar';
import { z } from '../rules/schema';
import { manage, type Endpoint } from './endpoint';

const WRITE = [manage('Demo')];

export const CALENDAR_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/apps/calendar/events',
    api: 'demo',
    summary: 'The events of the calendars asked for (a plain array, no paging)',
    access: 'public',
    query: calendarEventListQuery,
    responses: { 200: calendarEventListSchema },
  },
  {
    method: 'POST',
    path: '/apps/calendar/add-event',
    api: 'demo',
    summary: 'Adds an event with a new id (never one handed out before)',
    access: WRITE,
    body: addEventRequestSchema,
    responses: { 201: eventResponseSchema },
  },
  {
    method: 'POST',
    path: '/apps/calendar/update-event',
    api: 'demo',
    summary: 'Changes the fields sent of the event with that id, checked as the event they make',
    access: WRITE,
    body: updateEventRequestSchema,
    responses: { 200: eventResponseSchema },
    notFound: true,
  },
  {
    method: 'DELETE',
    path: '/apps/calendar/remove-event',
    api: 'demo',
    summary: 'Removes an event',
    access: WRITE,
    query: z.object({ id: z.int() }),
    responses: { 200: removeEventResponseSchema },
    notFound: true,
  },
];
