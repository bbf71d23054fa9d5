// Demo calendar (SPEC §7 calendar calls, §4). `calendars` is a repeated query key (DESIGN §5): absent
// means every calendar, present filters to the listed ones, so `?calendars=` (one empty value) gives
// none, which is what the client sends when 'view all' is switched off. Decisions: an unknown id
// answers 404; add and update check the title and that the end is not before the start (422).
import type { Server } from 'miragejs';
import { created, notFound, ok, queryList, queryNumber, queryString, readJsonBody, toApiRecord, validationError } from '../../http';
import { CALENDARS, type CalendarEvent } from './seeds';

type Stored = Omit<CalendarEvent, 'id'> & { id: string };

function validate(event: CalendarEvent): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  if (typeof event.title !== 'string' || !event.title.trim()) errors.title = ['The title is required.'];
  const start = Date.parse(event.start);
  const end = event.end ? Date.parse(event.end) : start;
  if (!Number.isFinite(start)) errors.start = ['The start must be a date.'];
  else if (!Number.isFinite(end)) errors.end = ['The end must be a date.'];
  else if (end < start) errors.end = ['The end must not be before the start.'];
  if (!CALENDARS.includes(event.extendedProps?.calendar)) errors.calendar = ['Unknown calendar.'];
  return Object.keys(errors).length ? errors : null;
}

function pickFields(input: unknown): Partial<CalendarEvent> {
  if (!input || typeof input !== 'object') return {};
  const source = input as Record<string, unknown>;
  const keys = ['url', 'title', 'start', 'end', 'allDay', 'extendedProps'] as const;
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]])) as Partial<CalendarEvent>;
}

export function calendarRoutes(server: Server): void {
  const all = () => (server.db.calendarEvents as unknown as Stored[]).map((event) => toApiRecord(event) as CalendarEvent);
  const findStored = (id: unknown): Stored | null => {
    const numeric = Number(id);
    if (id === null || id === undefined || id === '' || !Number.isInteger(numeric)) return null;
    return (server.db.calendarEvents.find(numeric) as Stored | null) ?? null;
  };

  server.get('/apps/calendar/events', (_schema, request) => {
    const calendars = queryList(request, 'calendars');
    const events = all();
    const listed = queryString(request, 'calendars') !== undefined || queryString(request, 'calendars[]') !== undefined;
    if (!listed) return events;
    return events.filter((event) => calendars.includes(event.extendedProps.calendar));
  });

  server.post('/apps/calendar/add-event', (_schema, request) => {
    const body = readJsonBody(request) as { event?: unknown } | undefined;
    const fields = pickFields(body?.event);
    const nextId = all().reduce((max, event) => Math.max(max, event.id), 0) + 1;
    const event: CalendarEvent = {
      url: '',
      title: '',
      start: '',
      end: '',
      allDay: false,
      ...fields,
      extendedProps: { calendar: fields.extendedProps?.calendar ?? 'Business' },
      id: nextId,
    };
    if (!event.end) event.end = event.start;
    const errors = validate(event);
    if (errors) return validationError(errors);
    const stored = server.db.calendarEvents.insert({ ...event, title: event.title.trim() }) as unknown as Stored;
    return created({ event: toApiRecord(stored) });
  });

  server.post('/apps/calendar/update-event', (_schema, request) => {
    const body = readJsonBody(request) as { event?: { id?: unknown } } | undefined;
    const stored = findStored(body?.event?.id);
    if (!stored) return notFound();
    const fields = pickFields(body?.event);
    const merged = {
      ...(toApiRecord(stored) as CalendarEvent),
      ...fields,
      extendedProps: { ...stored.extendedProps, ...(fields.extendedProps ?? {}) },
    };
    const errors = validate(merged);
    if (errors) return validationError(errors);
    const { id: _id, ...changes } = merged;
    const updated = server.db.calendarEvents.update(stored.id, changes) as unknown as Stored;
    return ok({ event: toApiRecord(updated) });
  });

  server.delete('/apps/calendar/remove-event', (_schema, request) => {
    const stored = findStored(queryNumber(request, 'id'));
    if (!stored) return notFound();
    server.db.calendarEvents.remove(stored.id);
    return ok({ id: Number(stored.id) });
  });
}
