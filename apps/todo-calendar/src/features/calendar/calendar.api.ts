// The typed demo calendar API (docs/demo-api.md). Calendars travel as repeated keys (docs/architecture.md, Conventions); with none
// selected one empty value is sent, which the server reads as "no calendar" (absent would mean all).
import type { AxiosInstance } from 'axios';
import type { CalendarEvent, CalendarName, EventResponse } from '@live-agent/contracts';
import type { EventDraft, EventPatch } from './calendar.types';
import type { CrudCalls } from '@live-agent/store';
import type { EventParams } from './calendar.types';

export function calendarsQuery(calendars: readonly CalendarName[]): URLSearchParams {
  const query = new URLSearchParams();
  if (calendars.length === 0) query.append('calendars', '');
  for (const calendar of calendars) query.append('calendars', calendar);
  return query;
}

export const calendarApi = {
  async fetchEvents(api: AxiosInstance, calendars: readonly CalendarName[]): Promise<CalendarEvent[]> {
    const { data } = await api.get<CalendarEvent[]>(`/apps/calendar/events?${calendarsQuery(calendars)}`);
    return data;
  },
  async addEvent(api: AxiosInstance, event: EventDraft): Promise<CalendarEvent> {
    const { data } = await api.post<EventResponse>('/apps/calendar/add-event', { event });
    return data.event;
  },
  async updateEvent(api: AxiosInstance, event: EventPatch): Promise<CalendarEvent> {
    const { data } = await api.post<EventResponse>('/apps/calendar/update-event', { event });
    return data.event;
  },
  async removeEvent(api: AxiosInstance, id: number): Promise<void> {
    await api.delete('/apps/calendar/remove-event', { params: { id } });
  },
};

/** The calendar API as the toolkit's CRUD calls: the events of the selected calendars, all at once. */
export const calendarCalls: CrudCalls<CalendarEvent, EventParams, EventDraft, AxiosInstance> = {
  list: async (api, { calendars }) => {
    const events = await calendarApi.fetchEvents(api, calendars);
    return { data: events, total: events.length };
  },
  create: (api, event) => calendarApi.addEvent(api, event),
  update: (api, id, patch) => calendarApi.updateEvent(api, { ...patch, id }),
  remove: (api, id) => calendarApi.removeEvent(api, id),
};
