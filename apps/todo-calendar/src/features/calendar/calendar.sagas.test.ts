import { runSaga } from 'redux-saga';
import { createTestStore, useScreenTest } from '../../test/render';
import { calendarSaga, fetchEventsSaga, removeEventSaga } from './calendar.sagas';
import {
  addEvent, calendarSlice, fetchEvents, fetchEventsSucceeded, initialCalendarState, mutationFailed, removeEvent,
  toggleAllCalendars, toggleCalendar, updateEvent, type CalendarState,
} from './calendar.slice';

const server = useScreenTest();

async function waitFor(condition: () => boolean, timeout = 5000) {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function storeWithCalendar() {
  const store = createTestStore();
  store.injectSlice(calendarSlice);
  store.injectSaga('calendar', calendarSaga);
  const calendar = () => (store.getState() as { calendar: CalendarState }).calendar;
  const idle = () => calendar().status === 'succeeded' && calendar().mutation !== 'loading';
  return { store, calendar, idle };
}

describe('calendar sagas against the Mirage routes', () => {
  it('loads the events of the selected calendars, and reloads on every filter toggle', async () => {
    const { store, calendar } = storeWithCalendar();
    store.dispatch(fetchEvents());
    await waitFor(() => calendar().status === 'succeeded');
    expect(calendar().events).toHaveLength(10);

    store.dispatch(toggleAllCalendars(false));
    await waitFor(() => calendar().status === 'succeeded' && calendar().events.length === 0);

    store.dispatch(toggleCalendar('Business'));
    await waitFor(() => calendar().status === 'succeeded' && calendar().events.length === 3);
    expect(calendar().events.every((event) => event.extendedProps.calendar === 'Business')).toBe(true);
  });

  it('adds, moves and removes an event, reloading after each', async () => {
    const { store, calendar, idle } = storeWithCalendar();
    store.dispatch(addEvent({
      title: 'Retro', url: '', allDay: false, start: '2025-01-17T10:00:00.000Z', end: '2025-01-17T11:00:00.000Z',
      extendedProps: { calendar: 'Personal' },
    }));
    await waitFor(() => idle() && calendar().events.some((event) => event.title === 'Retro'));
    const retro = calendar().events.find((event) => event.title === 'Retro')!;

    store.dispatch(updateEvent({ id: retro.id, start: '2025-01-18T10:00:00.000Z', end: '2025-01-18T12:00:00.000Z' }));
    await waitFor(() => idle() && calendar().mutation === 'succeeded');
    expect(server().db.calendarEvents.find(retro.id)).toMatchObject({ start: '2025-01-18T10:00:00.000Z', end: '2025-01-18T12:00:00.000Z' });

    store.dispatch(removeEvent(retro.id));
    await waitFor(() => idle() && !calendar().events.some((event) => event.id === retro.id));
    expect(server().db.calendarEvents).toHaveLength(10);
  });
});

describe('calendar sagas with an injected fake client', () => {
  it('sends the selected calendars as repeated keys, and one empty value for none', async () => {
    const api = { get: jest.fn().mockResolvedValue({ data: [] }) };
    const run = (selectedCalendars: string[]) =>
      runSaga(
        { context: { api }, dispatch: () => undefined, getState: () => ({ calendar: { ...initialCalendarState, selectedCalendars } }) },
        fetchEventsSaga,
      ).toPromise();
    await run(['Business', 'ETC']);
    await run([]);
    expect(api.get.mock.calls).toEqual([
      ['/apps/calendar/events?calendars=Business&calendars=ETC'],
      ['/apps/calendar/events?calendars='],
    ]);
  });

  it('a failed remove (404) is reported, marked failed, and the events reload', async () => {
    const api = { delete: jest.fn().mockRejectedValue({ response: { status: 404, data: { message: 'Not Found' } } }) };
    const dispatched: unknown[] = [];
    await runSaga({ context: { api }, dispatch: (action) => dispatched.push(action), getState: () => ({}) }, removeEventSaga, removeEvent(42)).toPromise();
    expect(api.delete).toHaveBeenCalledWith('/apps/calendar/remove-event', { params: { id: 42 } });
    expect(dispatched).toEqual([mutationFailed(), fetchEvents()]);
    expect(fetchEventsSucceeded([]).type).toBe('calendar/fetchEventsSucceeded');
  });
});
