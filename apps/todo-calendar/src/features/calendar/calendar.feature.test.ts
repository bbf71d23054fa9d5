// The calendar area on the store's CRUD toolkit: its reducers as pure functions (calendar toggles, the
// optimistic move, the drawer), and its sagas against the Mirage routes and against a fake client in saga
// context (the calendars as repeated keys, failures reported and followed by a reload).
import { createAppStore } from '@live-agent/store';
import { signIn, withFeature } from '@live-agent/ui-kit/testing';
import { createTestStore, setupScreenTest } from '../../test/render';
import {
  calendarActions,
  calendarFeature,
  initialCalendarState,
  selectEvents,
  selectSelectedCalendars,
  selectSelectedEvent,
  toggleAllCalendars,
  toggleCalendar,
  type CalendarState,
} from './calendar.feature';
import { CALENDARS, type CalendarEvent, type CalendarName } from '@live-agent/contracts';
import { until } from '@live-agent/test-fixtures';

const reducer = calendarFeature.slice.reducer as unknown as (
  state: CalendarState | undefined,
  action: { type: string },
) => CalendarState;

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

const listed = (events: CalendarEvent[]) => calendarActions.listLoaded({ data: events, total: events.length });

describe('calendar reducers', () => {
  it('starts with all five calendars selected and no events', () => {
    expect(reducer(undefined, { type: 'init' })).toEqual(initialCalendarState);
    expect(selectSelectedCalendars({})).toEqual([...CALENDARS]);
  });

  it('a calendar filter toggle removes or adds one calendar, kept in the fixed order', () => {
    const calendars = (state: CalendarState) => selectSelectedCalendars({ calendar: state });
    let state = reducer(undefined, toggleCalendar('Holiday'));
    expect(calendars(state)).toEqual(['Business', 'Personal', 'ETC', 'Family']);
    state = reducer(state, toggleCalendar('Business'));
    expect(calendars(state)).toEqual(['Personal', 'ETC', 'Family']);
    state = reducer(state, toggleCalendar('Holiday'));
    expect(calendars(state)).toEqual(['Holiday', 'Personal', 'ETC', 'Family']);
  });

  it('view all selects all five or none', () => {
    const none = reducer(undefined, toggleAllCalendars(false));
    expect(none.params.calendars).toEqual([]);
    const some = reducer(none, toggleCalendar('Family'));
    expect(reducer(some, toggleAllCalendars(true)).params.calendars).toEqual([...CALENDARS]);
  });

  it('loads events, and marks loading and failure', () => {
    let state = reducer(undefined, calendarActions.fetchList(undefined));
    expect(state.status).toBe('loading');
    state = reducer(state, listed([event(1)]));
    expect(state).toMatchObject({ status: 'ready', data: [event(1)] });
    expect(reducer(state, calendarActions.listFailed()).status).toBe('error');
  });

  it('a move patches the event at once and keeps its calendar', () => {
    let state = reducer(undefined, listed([event(1), event(2, { extendedProps: { calendar: 'Family' } })]));
    state = reducer(
      state,
      calendarActions.save({ id: 2, values: { start: '2025-01-16T10:00:00.000Z', end: '2025-01-16T12:00:00.000Z' } }),
    );
    expect(state.data[1]).toEqual(
      event(2, {
        start: '2025-01-16T10:00:00.000Z',
        end: '2025-01-16T12:00:00.000Z',
        extendedProps: { calendar: 'Family' },
      }),
    );
    expect(state.saving).toBe(true);
  });

  it('tracks add and remove, and the selected event', () => {
    expect(reducer(undefined, calendarActions.save({ values: { ...event(0), id: undefined } })).saving).toBe(true);
    expect(reducer(undefined, calendarActions.saved(event(4))).saving).toBe(false);
    expect(reducer(undefined, calendarActions.saveFailed(null)).saving).toBe(false);
    const editing = reducer(undefined, calendarActions.openEdit(event(3)));
    expect(selectSelectedEvent({ calendar: editing })).toEqual(event(3));
    expect(reducer(editing, calendarActions.remove(3)).saving).toBe(true);
    expect(reducer(reducer(editing, calendarActions.remove(3)), calendarActions.removed(3))).toMatchObject({
      formOpen: false,
      saving: false,
    });
  });

  it('selectors fall back to the initial state while the area is not injected', () => {
    expect(selectEvents({})).toEqual([]);
    expect(selectSelectedEvent({})).toBeNull();
    expect(selectSelectedCalendars({})).toEqual([...CALENDARS]);
  });
});

describe('calendar sagas against the Mirage routes', () => {
  const server = setupScreenTest();
  // Changing tasks and events needs a signed-in caller, as in the app.
  beforeEach(() => signIn());

  function storeWithCalendar() {
    const { store, state: calendar, idle } = withFeature(createTestStore(), calendarFeature);
    return { store, calendar, idle };
  }

  it('loads the events of the selected calendars, and reloads on every filter toggle', async () => {
    const { store, calendar } = storeWithCalendar();
    store.dispatch(calendarActions.fetchList(undefined));
    await until(() => calendar().status === 'ready');
    expect(calendar().data).toHaveLength(10);

    store.dispatch(toggleAllCalendars(false));
    await until(() => calendar().status === 'ready' && calendar().data.length === 0);

    store.dispatch(toggleCalendar('Business'));
    await until(() => calendar().status === 'ready' && calendar().data.length === 3);
    expect(calendar().data.every((item) => item.extendedProps.calendar === 'Business')).toBe(true);
  });

  it('adds, moves and removes an event, reloading after each', async () => {
    const { store, calendar, idle } = storeWithCalendar();
    store.dispatch(
      calendarActions.save({
        values: {
          title: 'Retro',
          url: '',
          allDay: false,
          start: '2025-01-17T10:00:00.000Z',
          end: '2025-01-17T11:00:00.000Z',
          extendedProps: { calendar: 'Personal' },
        },
      }),
    );
    await until(() => idle() && calendar().data.some((item) => item.title === 'Retro'));
    const retro = calendar().data.find((item) => item.title === 'Retro')!;

    store.dispatch(
      calendarActions.save({
        id: retro.id,
        values: { start: '2025-01-18T10:00:00.000Z', end: '2025-01-18T12:00:00.000Z' },
      }),
    );
    await until(() => idle() && server().db.calendarEvents.find(retro.id)?.start === '2025-01-18T10:00:00.000Z');
    expect(server().db.calendarEvents.find(retro.id)).toMatchObject({
      start: '2025-01-18T10:00:00.000Z',
      end: '2025-01-18T12:00:00.000Z',
    });

    store.dispatch(calendarActions.remove(retro.id));
    await until(() => idle() && !calendar().data.some((item) => item.id === retro.id));
    expect(server().db.calendarEvents).toHaveLength(10);
  });
});

describe('calendar sagas with an injected fake client', () => {
  function storeWith(api: object, calendars?: CalendarName[]) {
    const store = createAppStore({ sagaContext: { api } });
    store.injectSlice(calendarFeature.slice);
    store.injectSaga(calendarFeature.name, calendarFeature.saga);
    if (calendars) store.dispatch(calendarActions.fetchList({ calendars }));
    return { store, calendar: () => calendarFeature.selectState(store.getState()) };
  }

  it('sends the selected calendars as repeated keys, and one empty value for none', async () => {
    const api = { get: jest.fn().mockResolvedValue({ data: [] }) };
    storeWith(api, ['Business', 'ETC']);
    storeWith(api, []);
    await until(() => api.get.mock.calls.length === 2);
    expect(api.get.mock.calls).toEqual([
      ['/apps/calendar/events?calendars=Business&calendars=ETC'],
      ['/apps/calendar/events?calendars='],
    ]);
  });

  it('a failed remove (404) is reported, ends the delete, and the events reload', async () => {
    const api = {
      get: jest.fn().mockResolvedValue({ data: [] }),
      delete: jest.fn().mockRejectedValue({ response: { status: 404, data: { message: 'Not Found' } } }),
    };
    const { store, calendar } = storeWith(api);
    store.dispatch(calendarActions.openEdit(event(42)));
    store.dispatch(calendarActions.remove(42));
    await until(() => api.get.mock.calls.length === 1 && calendar().status === 'ready');
    expect(api.delete).toHaveBeenCalledWith('/apps/calendar/remove-event', { params: { id: 42 } });
    expect(calendar()).toMatchObject({ saving: false, formOpen: true });
  });
});
