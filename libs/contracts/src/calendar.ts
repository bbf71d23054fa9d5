// The demo calendar (docs/demo-api.md, calendar): GET /apps/calendar/events?calendars=…,
// POST /apps/calendar/add-event, POST /apps/calendar/update-event, DELETE /apps/calendar/remove-event?id=.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/calendar';

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof CALENDARS)[number];

/** An event; `start` and `end` are ISO timestamps, the end not before the start. */
export type CalendarEvent = z.output<typeof schemas.calendarEventRecordSchema>;

/**
 * GET /apps/calendar/events answers a plain array. `calendars` is a repeated key: absent means every
 * calendar, and `?calendars=` (one empty value) means none.
 */
export type CalendarEventListQuery = z.input<typeof schemas.calendarEventListQuery>;

/** POST /apps/calendar/add-event. A missing end is the start; a missing calendar is 'Business'. */
export type AddEventRequest = z.input<typeof schemas.addEventRequestSchema>;

/** POST /apps/calendar/update-event: the fields sent change, the others keep their value. */
export type UpdateEventRequest = z.input<typeof schemas.updateEventRequestSchema>;

/** The answer of add (201) and update (200). */
export type EventResponse = z.output<typeof schemas.eventResponseSchema>;

/** The answer of DELETE /apps/calendar/remove-event. */
export type RemoveEventResponse = z.output<typeof schemas.removeEventResponseSchema>;
