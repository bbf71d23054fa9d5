// Demo calendar (docs/demo-api.md, calendar). `calendars` is a repeated query key: absent
// means every calendar, present filters to the listed ones, so `?calendars=` (one empty value) gives
// none, which is what the client sends when 'view all' is switched off. Decisions: an unknown id
// answers 404; add and update check the title and that the end is not before the start (422); ids
// are never handed out twice, even after the newest event is removed (kit/store.ts).
import type {
  AddEventRequest,
  EventResponse,
  FieldErrors,
  RemoveEventResponse,
  UpdateEventRequest,
} from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { authed, manage } from '../../kit/guard';
import type { MockContext } from '../../types';
import { pickFields, queryHas, queryList, queryNumber, readJsonBody } from '../../kit/request';
import { created, notFound, ok, validationError } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import { CALENDARS, type CalendarEvent } from './seeds';

function validate(event: Omit<CalendarEvent, 'id'>): FieldErrors | null {
  const errors: FieldErrors = {};
  if (typeof event.title !== 'string' || !event.title.trim()) errors.title = ['The title is required.'];
  const start = Date.parse(event.start);
  const end = event.end ? Date.parse(event.end) : start;
  if (!Number.isFinite(start)) errors.start = ['The start must be a date.'];
  else if (!Number.isFinite(end)) errors.end = ['The end must be a date.'];
  else if (end < start) errors.end = ['The end must not be before the start.'];
  if (!CALENDARS.includes(event.extendedProps?.calendar)) errors.calendar = ['Unknown calendar.'];
  return Object.keys(errors).length ? errors : null;
}

// Fields a client may set; id, and anything unknown, are ignored on add and update.
const WRITABLE = ['url', 'title', 'start', 'end', 'allDay', 'extendedProps'] as const;

const pickWritable = (input: unknown): Partial<CalendarEvent> =>
  pickFields<CalendarEvent, (typeof WRITABLE)[number]>(input, WRITABLE);

/** Changing events is the demo apps' (docs/architecture.md, Roles); reading them stays open, as in the theme. */
const WRITE = manage('Demo');

export function calendarRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'calendarEvents'>(server);

  server.get('/apps/calendar/events', (_schema, request) => {
    const events = store.all<CalendarEvent>('calendarEvents');
    if (!queryHas(request, 'calendars')) return events;
    const calendars = queryList(request, 'calendars');
    return events.filter((event) => calendars.includes(event.extendedProps.calendar));
  });

  server.post(
    '/apps/calendar/add-event',
    authed(
      ctx,
      (request) => {
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
        const errors = validate(event);
        if (errors) return validationError(errors);
        return created<EventResponse>({
          event: store.insert<CalendarEvent>('calendarEvents', { ...event, title: event.title.trim() }),
        });
      },
      WRITE,
    ),
  );

  server.post(
    '/apps/calendar/update-event',
    authed(
      ctx,
      (request) => {
        const body = readJsonBody(request) as Partial<Record<keyof UpdateEventRequest, { id?: unknown }>> | undefined;
        const stored = store.find<CalendarEvent>('calendarEvents', body?.event?.id);
        if (!stored) return notFound();
        const fields = pickWritable(body?.event);
        const merged = {
          ...stored,
          ...fields,
          extendedProps: { ...stored.extendedProps, ...(fields.extendedProps ?? {}) },
        };
        const errors = validate(merged);
        if (errors) return validationError(errors);
        return ok<EventResponse>({ event: store.update<CalendarEvent>('calendarEvents', stored.id, merged) });
      },
      WRITE,
    ),
  );

  server.delete(
    '/apps/calendar/remove-event',
    authed(
      ctx,
      (request) => {
        const stored = store.find<CalendarEvent>('calendarEvents', queryNumber(request, 'id'));
        if (!stored) return notFound();
        store.remove('calendarEvents', stored.id);
        return ok<RemoveEventResponse>({ id: stored.id });
      },
      WRITE,
    ),
  );
}
