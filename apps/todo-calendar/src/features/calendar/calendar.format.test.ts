import type { CalendarEvent } from '@live-agent/contracts';
import {
  fromApiTime,
  initialDateFor,
  movedRange,
  toApiTime,
  toCalendarInput,
  CALENDAR_COLORS,
} from './calendar.format';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 7,
  url: '',
  title: 'Trip',
  start: '2025-01-18T00:00:00.000Z',
  end: '2025-01-21T00:00:00.000Z',
  allDay: true,
  extendedProps: { calendar: 'Family' },
  ...overrides,
});

describe('calendar format', () => {
  it('hands all-day events to FullCalendar as plain days, coloured by calendar', () => {
    expect(toCalendarInput(event())).toMatchObject({
      id: '7',
      start: '2025-01-18',
      end: '2025-01-21',
      allDay: true,
      url: undefined,
      backgroundColor: CALENDAR_COLORS.Family,
    });
    const timed = event({
      allDay: false,
      start: '2025-01-18T10:00:00.000Z',
      end: '2025-01-18T11:00:00.000Z',
      url: 'https://x.test',
    });
    expect(toCalendarInput(timed)).toMatchObject({ start: timed.start, end: timed.end, url: 'https://x.test' });
  });

  it('stores all-day times as UTC midnight of the local day, timed ones as instants', () => {
    const local = new Date(2025, 0, 18, 15, 30);
    expect(toApiTime(local, true)).toBe('2025-01-18T00:00:00.000Z');
    expect(toApiTime(local, false)).toBe(local.toISOString());
    expect(fromApiTime('2025-01-18T00:00:00.000Z', true).format('YYYY-MM-DD HH:mm')).toBe('2025-01-18 00:00');
  });

  it('turns a drag or resize into the API range', () => {
    const start = new Date(2025, 0, 20, 9, 0);
    const end = new Date(2025, 0, 20, 10, 30);
    expect(movedRange({ start, end, allDay: false })).toEqual({
      start: start.toISOString(),
      end: end.toISOString(),
      allDay: false,
    });
    expect(movedRange({ start, end: null, allDay: false }).end).toBe(new Date(2025, 0, 20, 10, 0).toISOString());
    expect(movedRange({ start: new Date(2025, 0, 20), end: null, allDay: true })).toEqual({
      start: '2025-01-20T00:00:00.000Z',
      end: '2025-01-21T00:00:00.000Z',
      allDay: true,
    });
  });

  it('opens on today when this month has events, else on the event nearest today', () => {
    const today = new Date(2026, 10, 22);
    expect(initialDateFor([], today)).toBe(today);
    expect(initialDateFor([event({ start: '2026-11-03T10:00:00.000Z', end: '2026-11-03T11:00:00.000Z' })], today)).toBe(
      today,
    );
    const nearest = initialDateFor(
      [event({ start: '2025-01-10T10:00:00.000Z' }), event({ start: '2025-03-01T10:00:00.000Z' })],
      today,
    );
    expect(nearest.toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });
});
