import { CALENDARS, type CalendarEvent } from '@live-agent/contracts';
import {
  addEvent, calendarSlice, fetchEvents, fetchEventsFailed, fetchEventsSucceeded, initialCalendarState, mutationFailed,
  mutationSucceeded, removeEvent, selectEvent, selectEvents, selectSelectedCalendars, selectSelectedEvent, toggleAllCalendars,
  toggleCalendar, updateEvent,
} from './calendar.slice';

const reducer = calendarSlice.reducer;

const event = (id: number, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  url: '',
  title: `Event ${id}`,
  start: '2025-01-15T10:00:00.000Z',
  end: '2025-01-15T11:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' },
  ...overrides,
});

describe('calendar slice', () => {
  it('starts with all five calendars selected and no events', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialCalendarState);
    expect(initialCalendarState.selectedCalendars).toEqual([...CALENDARS]);
  });

  it('a calendar filter toggle removes or adds one calendar, kept in the fixed order', () => {
    let state = reducer(undefined, toggleCalendar('Holiday'));
    expect(state.selectedCalendars).toEqual(['Business', 'Personal', 'ETC', 'Family']);
    state = reducer(state, toggleCalendar('Business'));
    expect(state.selectedCalendars).toEqual(['Personal', 'ETC', 'Family']);
    state = reducer(state, toggleCalendar('Holiday'));
    expect(state.selectedCalendars).toEqual(['Holiday', 'Personal', 'ETC', 'Family']);
  });

  it('view all selects all five or none', () => {
    const none = reducer(undefined, toggleAllCalendars(false));
    expect(none.selectedCalendars).toEqual([]);
    const some = reducer(none, toggleCalendar('Family'));
    expect(reducer(some, toggleAllCalendars(true)).selectedCalendars).toEqual([...CALENDARS]);
  });

  it('loads events, and marks loading and failure', () => {
    let state = reducer(undefined, fetchEvents());
    expect(state.status).toBe('loading');
    state = reducer(state, fetchEventsSucceeded([event(1)]));
    expect(state).toMatchObject({ status: 'succeeded', events: [event(1)] });
    expect(reducer(state, fetchEventsFailed()).status).toBe('failed');
  });

  it('a move patches the event at once and keeps its calendar', () => {
    let state = reducer(undefined, fetchEventsSucceeded([event(1), event(2, { extendedProps: { calendar: 'Family' } })]));
    state = reducer(state, updateEvent({ id: 2, start: '2025-01-16T10:00:00.000Z', end: '2025-01-16T12:00:00.000Z' }));
    expect(state.events[1]).toEqual(event(2, { start: '2025-01-16T10:00:00.000Z', end: '2025-01-16T12:00:00.000Z', extendedProps: { calendar: 'Family' } }));
    expect(state.mutation).toBe('loading');
  });

  it('tracks add and remove, and the selected event', () => {
    expect(reducer(undefined, addEvent({ ...event(0), id: undefined })).mutation).toBe('loading');
    expect(reducer(undefined, removeEvent(1)).mutation).toBe('loading');
    expect(reducer(undefined, mutationSucceeded()).mutation).toBe('succeeded');
    expect(reducer(undefined, mutationFailed()).mutation).toBe('failed');
    expect(reducer(undefined, selectEvent(event(3))).selectedEvent).toEqual(event(3));
  });

  it('selectors fall back to the initial state while the slice is not injected', () => {
    expect(selectEvents({})).toEqual([]);
    expect(selectSelectedEvent({})).toBeNull();
    expect(selectSelectedCalendars({})).toEqual([...CALENDARS]);
  });
});
