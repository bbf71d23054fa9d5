// The event form's drafts and patches. The event and the five calendars are contracts
// (@live-agent/contracts, calendar).
import type { CalendarEvent } from '@live-agent/contracts';

export type EventDraft = Omit<CalendarEvent, 'id'> & { id?: number };
export type EventPatch = Partial<Omit<CalendarEvent, 'extendedProps'>> & {
  id: number;
  extendedProps?: CalendarEvent['extendedProps'];
};
