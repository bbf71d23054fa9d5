import { serverPerTest } from '../../testing/server-per-test';
import { api, getOk } from '../../testing';
import { CALENDARS, buildEvents, type CalendarEvent } from './seeds';

// A pinned clock: the seed sits at fixed offsets from it.
const NOW = new Date('2026-03-10T09:00:00.000Z');

// Writes need a signed-in caller (anonymous-writes.test.ts); reads stay open.
const mock = serverPerTest(NOW);
const signedIn = mock.as('admin');

const SEED = buildEvents(NOW);

function events(query = '') {
  return getOk<CalendarEvent[]>(api, `/apps/calendar/events${query}`);
}

describe('calendar seed', () => {
  it('has 10 events over all five calendars, with every field of an event', () => {
    expect(SEED).toHaveLength(10);
    expect(new Set(SEED.map((event) => event.extendedProps.calendar))).toEqual(new Set(CALENDARS));
    for (const event of SEED) {
      expect(Object.keys(event).sort()).toEqual(['allDay', 'end', 'extendedProps', 'id', 'start', 'title', 'url']);
      expect(Date.parse(event.end)).toBeGreaterThanOrEqual(Date.parse(event.start));
    }
    expect(buildEvents(NOW)).toEqual(SEED);
  });
});

describe('GET /apps/calendar/events', () => {
  it('returns every event without calendars', async () => {
    expect(await events()).toEqual(SEED);
  });

  it('filters by the calendars listed as repeated keys', async () => {
    const list = await events('?calendars=Business&calendars=Family');
    expect(list.map((event) => event.id)).toEqual(
      SEED.filter((event) => ['Business', 'Family'].includes(event.extendedProps.calendar)).map((event) => event.id),
    );
  });

  it.each(CALENDARS)('calendars=%s returns only that calendar', async (calendar) => {
    const list = await events(`?calendars=${calendar}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((event) => event.extendedProps.calendar === calendar)).toBe(true);
  });

  it('an empty calendars value (no calendar selected) returns nothing', async () => {
    expect(await events('?calendars=')).toEqual([]);
  });
});

describe('POST /apps/calendar/add-event', () => {
  const event = {
    title: 'Sprint demo',
    start: '2025-01-20T10:00:00.000Z',
    end: '2025-01-20T11:00:00.000Z',
    allDay: false,
    url: '',
    extendedProps: { calendar: 'Personal' },
  };

  it('answers 201 {event} with the next id', async () => {
    const response = await signedIn.post('/apps/calendar/add-event', { event });
    expect(response.status).toBe(201);
    expect(response.data.event).toEqual({ ...event, id: 11 });
    expect((await events('?calendars=Personal')).map((item) => item.title)).toContain('Sprint demo');
  });

  it.each([
    ['a blank title', { ...event, title: ' ' }, 'title'],
    ['an end before the start', { ...event, end: '2025-01-20T09:00:00.000Z' }, 'end'],
    ['an unknown calendar', { ...event, extendedProps: { calendar: 'Work' } }, 'calendar'],
  ])('answers 422 for %s', async (_case, body, field) => {
    const response = await signedIn.post('/apps/calendar/add-event', { event: body });
    expect(response.status).toBe(422);
    expect(Object.keys(response.data.errors)).toEqual([field]);
    expect(await events()).toHaveLength(10);
  });
});

describe('POST /apps/calendar/update-event', () => {
  it('merges the fields (a move changes start and end only)', async () => {
    const original = SEED[1];
    const moved = { id: original.id, start: '2025-01-16T13:00:00.000Z', end: '2025-01-16T15:00:00.000Z' };
    const response = await signedIn.post('/apps/calendar/update-event', { event: moved });
    expect(response.status).toBe(200);
    expect(response.data.event).toEqual({ ...original, ...moved });
    expect((await events()).find((event) => event.id === original.id)).toEqual({ ...original, ...moved });
  });

  it('moves an event to another calendar', async () => {
    await signedIn.post('/apps/calendar/update-event', { event: { id: 1, extendedProps: { calendar: 'ETC' } } });
    expect((await events('?calendars=ETC')).map((event) => event.id)).toContain(1);
  });

  it('reads a blank end as the start, as an add does', async () => {
    const response = await signedIn.post('/apps/calendar/update-event', { event: { id: 2, end: '' } });
    expect(response.status).toBe(200);
    expect(response.data.event.end).toBe(SEED[1].start);
  });

  it('keeps the calendar alone in extendedProps', async () => {
    const response = await signedIn.post('/apps/calendar/update-event', {
      event: { id: 1, extendedProps: { calendar: 'ETC', color: 'red' } },
    });
    expect(response.status).toBe(200);
    expect(response.data.event.extendedProps).toEqual({ calendar: 'ETC' });
  });

  it('answers 422 when allDay is not true or false', async () => {
    const response = await signedIn.post('/apps/calendar/update-event', { event: { id: 1, allDay: 'yes' } });
    expect(response.status).toBe(422);
    expect(Object.keys(response.data.errors)).toEqual(['allDay']);
  });

  it('answers 422 when the end would be before the start', async () => {
    const response = await signedIn.post('/apps/calendar/update-event', {
      event: { id: 1, end: '2000-01-01T00:00:00.000Z' },
    });
    expect(response.status).toBe(422);
  });

  it.each([[{ id: 999 }], [{}], [{ id: 'x' }]])('answers 404 for %p', async (event) => {
    const response = await signedIn.post('/apps/calendar/update-event', { event });
    expect(response.status).toBe(404);
    expect(response.data).toEqual({ message: 'Not Found' });
  });
});

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes the event', async () => {
    const response = await signedIn.delete('/apps/calendar/remove-event', { params: { id: 3 } });
    expect(response.status).toBe(200);
    expect((await events()).map((event) => event.id)).not.toContain(3);
    expect(await events()).toHaveLength(9);
  });

  it.each([['999'], ['abc'], ['']])('answers 404 for id=%p', async (id) => {
    expect((await signedIn.delete('/apps/calendar/remove-event', { params: { id } })).status).toBe(404);
  });

  it('never hands the id of a removed event out again, even the newest one', async () => {
    const newest = Math.max(...SEED.map((event) => event.id));
    expect((await signedIn.delete('/apps/calendar/remove-event', { params: { id: newest } })).status).toBe(200);
    const event = {
      title: 'Again',
      start: SEED[0].start,
      end: SEED[0].end,
      allDay: false,
      extendedProps: { calendar: 'Family' },
    };
    const response = await signedIn.post('/apps/calendar/add-event', { event });
    expect(response.status).toBe(201);
    expect(response.data.event.id).toBe(newest + 1);
  });
});

describe('a calendar that looks alive', () => {
  it('places the events around today: most of them this month, today’s meeting at 13:00', () => {
    const thisMonth = SEED.filter((event) => event.start.slice(0, 7) === '2026-03');
    expect(thisMonth.length).toBeGreaterThanOrEqual(8);
    expect(SEED.find((event) => event.title === 'Meeting with the support leads')?.start).toBe(
      '2026-03-10T13:00:00.000Z',
    );
    const tomorrow = buildEvents(new Date('2026-03-11T23:59:00.000Z'));
    expect(tomorrow.find((event) => event.title === 'Meeting with the support leads')?.start).toBe(
      '2026-03-11T13:00:00.000Z',
    );
  });
});
