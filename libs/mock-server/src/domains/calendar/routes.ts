// Demo calendar (docs/demo-api.md, calendar). `calendars` is a repeated query key: absent
// means every calendar, present filters to the listed ones, so `?calendars=` (one empty value) gives
// none, which is what the client sends when 'view all' is switched off. Decisions: an unknown id
// answers 404; add and update check the event as it would be stored (the title, the times and their order, the
// calendar, the address, whether it lasts all day) by its schema in @live-agent/contracts, which the event drawer checks with too (422, in the
// request's language); ids are never handed out twice, even after the newest event is removed (kit/store.ts).
import {
  calendarEventSchema,
  type AddEventRequest,
  type EventResponse,
  type UpdateEventRequest,
} from '@live-agent/contracts';
import type { Request, Server } from 'miragejs';
import { guardedRoutes, manage } from '../../kit/guard';
import type { MockContext } from '../../types';
import { COMMON_MESSAGES, pickLanguage } from '../../kit/messages';
import { getHeader, pickFields, queryHas, queryList, queryNumber, readJsonBody } from '../../kit/request';
import { created, notFound, ok, removedById } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { Check } from '../../kit/validation';
import type { CalendarEvent } from './seeds';

// Fields a client may set; id, and anything unknown, are ignored on add and update.
const WRITABLE = ['url', 'title', 'start', 'end', 'allDay', 'extendedProps'] as const;

const pickWritable = (input: unknown): Partial<CalendarEvent> =>
  pickFields<CalendarEvent, (typeof WRITABLE)[number]>(input, WRITABLE);

/** Changing events is the demo apps' (docs/architecture.md, Roles); reading them stays open, as in the theme. */
const WRITE = manage('Demo');

export function calendarRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'calendarEvents'>(server);
  /** The 422 of `event` as it would be stored (its calendar beside the other fields), or null when it is good. */
  function refusal(request: Request, event: Omit<CalendarEvent, 'id'>) {
    const check = new Check(COMMON_MESSAGES[pickLanguage(getHeader(request, 'Accept-Language'))], store);
    const { extendedProps, ...fields } = event;
    return check.parse(calendarEventSchema, { ...fields, calendar: extendedProps?.calendar }) ? null : check.response();
  }

  server.get('/apps/calendar/events', (_schema, request) => {
    const events = store.all<CalendarEvent>('calendarEvents');
    if (!queryHas(request, 'calendars')) return events;
    const calendars = queryList(request, 'calendars');
    return events.filter((event) => calendars.includes(event.extendedProps.calendar));
  });

  const route = guardedRoutes(server, ctx, WRITE);
  route.post('/apps/calendar/add-event', (request) => {
    const body = readJsonBody(request) as Partial<Record<keyof AddEventRequest, unknown>> | undefined;
    const fields = pickWritable(body?.event);
    const event: Omit<CalendarEvent, 'id'> = {
      url: '',
      title: '',
      start: '',
      end: '',
      allDay: false,
      ...fields,
      extendedProps: { calendar: fields.extendedProps?.calendar ?? 'Business' },
    };
    if (!event.end) event.end = event.start;
    const refused = refusal(request, event);
    if (refused) return refused;
    return created<EventResponse>({
      event: store.insert<CalendarEvent>('calendarEvents', { ...event, title: event.title.trim() }),
    });
  });

  route.post('/apps/calendar/update-event', (request) => {
    const body = readJsonBody(request) as Partial<Record<keyof UpdateEventRequest, { id?: unknown }>> | undefined;
    const stored = store.find<CalendarEvent>('calendarEvents', body?.event?.id);
    if (!stored) return notFound();
    const fields = pickWritable(body?.event);
    const merged = {
      ...stored,
      ...fields,
      // The calendar is all an event's extendedProps hold (its answer names nothing else).
      extendedProps: { calendar: { ...stored.extendedProps, ...(fields.extendedProps ?? {}) }.calendar },
    };
    // A blank end is the start, as on add.
    if (!merged.end) merged.end = merged.start;
    const refused = refusal(request, merged);
    if (refused) return refused;
    return ok<EventResponse>({ event: store.update<CalendarEvent>('calendarEvents', stored.id, merged) });
  });

  route.del('/apps/calendar/remove-event', (request) =>
    removedById(store.find<CalendarEvent>('calendarEvents', queryNumber(request, 'id')), (id) =>
      store.remove('calendarEvents', id),
    ),
  );
}
