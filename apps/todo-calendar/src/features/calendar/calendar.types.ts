// Calendar event as the demo API speaks it (docs/demo-api.md, calendar) and the five calendars.
export const CALENDARS = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const;
export type CalendarName = (typeof CALENDARS)[number];

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  /** ISO timestamps. */
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: CalendarName };
}

export type EventDraft = Omit<CalendarEvent, 'id'> & { id?: number };
export type EventPatch = Partial<Omit<CalendarEvent, 'extendedProps'>> & {
  id: number;
  extendedProps?: CalendarEvent['extendedProps'];
};

/** What the events list asks for: the selected calendars, in the fixed calendar order. */
export interface EventParams {
  calendars: CalendarName[];
}
