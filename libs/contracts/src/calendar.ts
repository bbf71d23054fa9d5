// The demo calendar (docs/demo-api.md, calendar): GET /apps/calendar/events?calendars=…,
// POST /apps/calendar/add-event, POST /apps/calendar/update-event, DELETE /apps/calendar/remove-event?id=.

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof CALENDARS)[number];

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  /** ISO timestamps; the end is not before the start. */
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: CalendarName };
}

/**
 * GET /apps/calendar/events answers a plain array. `calendars` is a repeated key: absent means every
 * calendar, and `?calendars=` (one empty value) means none.
 */
export interface CalendarEventListQuery {
  calendars?: CalendarName[];
}

/** POST /apps/calendar/add-event. A missing end is the start; a missing calendar is 'Business'. */
export interface AddEventRequest {
  event: Partial<Omit<CalendarEvent, 'id'>> & { id?: number };
}

/** POST /apps/calendar/update-event: the fields sent change, the others keep their value. */
export interface UpdateEventRequest {
  event: Partial<Omit<CalendarEvent, 'extendedProps'>> & {
    id: number;
    extendedProps?: Partial<CalendarEvent['extendedProps']>;
  };
}

/** The answer of add (201) and update (200). */
export interface EventResponse {
  event: CalendarEvent;
}

/** The answer of DELETE /apps/calendar/remove-event. */
export interface RemoveEventResponse {
  id: number;
}
