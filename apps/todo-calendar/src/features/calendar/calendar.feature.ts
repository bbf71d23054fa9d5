// The `calendar` state area (docs/architecture.md, State: events, the selected event, the selected
// calendars), built with the store's CRUD toolkit: the events are its `data`, the event open in the drawer
// its `selected`, and the selected calendars its `params`, so every change of them reloads the events and
// the server decides what the calendar shows. Decisions:
// - A filter toggle adds or removes one calendar, kept in the fixed calendar order; 'view all' selects all
//   five or none (docs/demo-api.md, calendar).
// - A move (drag or resize) patches the event at once so it does not jump back while the call runs; the
//   reload after the call, failed or not, settles the truth.
import { createAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { createCrudFeature } from '@live-agent/store';
import { demoFeedback } from '../../feedback';
import { calendarCalls } from './calendar.api';
import { CALENDARS, type CalendarName } from '@live-agent/contracts';

export const toggleCalendar = createAction<CalendarName>('calendar/toggleCalendar');
export const toggleAllCalendars = createAction<boolean>('calendar/toggleAllCalendars');

const events = createCrudFeature({
  name: 'calendar',
  calls: calendarCalls,
  params: { calendars: [...CALENDARS] },
  feedback: demoFeedback,
  messages: { created: 'calendar.toast.added', updated: 'calendar.toast.updated', deleted: 'calendar.toast.deleted' },
  patch: (event, patch) => ({ ...event, ...patch, extendedProps: { ...event.extendedProps, ...patch.extendedProps } }),
  reloadOnFailure: true,
  extraReducers: (builder) =>
    builder
      .addCase(toggleCalendar, (state, { payload }) => {
        const selected = new Set(state.params.calendars);
        if (selected.has(payload)) selected.delete(payload);
        else selected.add(payload);
        // Kept in the fixed calendar order, whatever order the user clicked in.
        state.params.calendars = CALENDARS.filter((calendar) => selected.has(calendar));
      })
      .addCase(toggleAllCalendars, (state, { payload }) => {
        state.params.calendars = payload ? [...CALENDARS] : [];
      }),
});

/** A filter change reloads the events of the calendars now selected (the newest change wins). */
function* calendarSaga() {
  yield all([
    call(events.saga),
    takeLatest([toggleCalendar.type, toggleAllCalendars.type], function* reloadEvents() {
      yield put(events.actions.fetchList(undefined));
    }),
  ]);
}

export const calendarFeature = { ...events, saga: calendarSaga };
export const calendarActions = events.actions;
export const initialCalendarState = events.initialState;
export type CalendarState = typeof initialCalendarState;

// Selectors read the injected area and fall back to the initial state while it is absent.
type Root = Record<string, unknown>;
export const selectEvents = (root: Root) => events.selectState(root).data;
export const selectSelectedEvent = (root: Root) => events.selectState(root).selected;
export const selectSelectedCalendars = (root: Root) => events.selectState(root).params.calendars;
export const selectEventsStatus = (root: Root) => events.selectState(root).status;
/** The drawer is open (it closes itself when its save or delete succeeds). */
export const selectEventDrawerOpen = (root: Root) => events.selectState(root).formOpen;
/** A save or a delete is under way. */
export const selectEventSaving = (root: Root) => events.selectState(root).saving;
