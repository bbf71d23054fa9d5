// The demo calendar (docs/demo-api.md, Calendar): reading is open, as in the theme; adding, changing and removing
// need a user allowed to manage the Demo screens.
import * as schemas from '../schemas/calendar';
import { z } from '../rules/schema';
import { endpointsOn, manage, type Endpoint } from './endpoint';

const WRITE = [manage('Demo')];

const { del, get, post } = endpointsOn('demo', WRITE);

export const CALENDAR_ENDPOINTS: Endpoint[] = [
  get('/apps/calendar/events', 'The events of the calendars asked for (a plain array, no paging)', {
    access: 'public',
    query: schemas.calendarEventListQuery,
    responses: { 200: schemas.calendarEventListSchema },
  }),
  post('/apps/calendar/add-event', 'Adds an event with a new id (never one handed out before)', {
    body: schemas.addEventRequestSchema,
    responses: { 201: schemas.eventResponseSchema },
  }),
  post(
    '/apps/calendar/update-event',
    'Changes the fields sent of the event with that id, checked as the event they make',
    { body: schemas.updateEventRequestSchema, responses: { 200: schemas.eventResponseSchema }, notFound: true },
  ),
  del('/apps/calendar/remove-event', 'Removes an event', {
    query: z.object({ id: z.int() }),
    responses: { 200: schemas.removeEventResponseSchema },
    notFound: true,
  }),
];
