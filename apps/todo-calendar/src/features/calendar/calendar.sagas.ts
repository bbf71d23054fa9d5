// Calendar side effects: calls through the axios instance from saga context (docs/architecture.md, State), errors through the
// shared error catalogue. A filter change or any change to an event reloads the events of the selected
// calendars, so the server decides what the calendar shows.
import type { AxiosInstance } from 'axios';
import i18n from 'i18next';
import { all, call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import type { CalendarEvent, CalendarName } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { calendarApi } from './calendar.api';
import {
  addEvent, fetchEvents, fetchEventsFailed, fetchEventsSucceeded, mutationFailed, mutationSucceeded, removeEvent,
  selectSelectedCalendars, toggleAllCalendars, toggleCalendar, updateEvent,
} from './calendar.slice';

const say = (key: string) => i18n.t(`${NAMESPACE}:${key}`);

export function* fetchEventsSaga() {
  const api: AxiosInstance = yield getContext('api');
  const calendars: CalendarName[] = yield select(selectSelectedCalendars);
  try {
    const events: CalendarEvent[] = yield call(calendarApi.fetchEvents, api, calendars);
    yield put(fetchEventsSucceeded(events));
  } catch (error) {
    yield put(fetchEventsFailed());
    reportApiError(error, toast.error);
  }
}

function* reload() {
  yield put(fetchEvents());
}

export function* addEventSaga(action: ReturnType<typeof addEvent>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    yield call(calendarApi.addEvent, api, action.payload);
    yield put(mutationSucceeded());
    toast.success(say('calendar.toast.added'));
  } catch (error) {
    yield put(mutationFailed());
    reportApiError(error, toast.error);
  }
  yield* reload();
}

export function* updateEventSaga(action: ReturnType<typeof updateEvent>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    yield call(calendarApi.updateEvent, api, action.payload);
    yield put(mutationSucceeded());
    toast.success(say('calendar.toast.updated'));
  } catch (error) {
    yield put(mutationFailed());
    reportApiError(error, toast.error);
  }
  yield* reload();
}

export function* removeEventSaga(action: ReturnType<typeof removeEvent>) {
  const api: AxiosInstance = yield getContext('api');
  try {
    yield call(calendarApi.removeEvent, api, action.payload);
    yield put(mutationSucceeded());
    toast.success(say('calendar.toast.deleted'));
  } catch (error) {
    yield put(mutationFailed());
    reportApiError(error, toast.error);
  }
  yield* reload();
}

export function* calendarSaga() {
  yield all([
    takeLatest([fetchEvents.type, toggleCalendar.type, toggleAllCalendars.type], fetchEventsSaga),
    takeEvery(addEvent.type, addEventSaga),
    takeEvery(updateEvent.type, updateEventSaga),
    takeEvery(removeEvent.type, removeEventSaga),
  ]);
}
