// The `calendar` state area (docs/architecture.md, State: events, selectedEvent, selected calendars; a filter toggle adds or
// removes one calendar, 'view all' selects all five or none). A move (drag or resize) patches the event at
// once so it does not jump back while the call runs; the reload after the call settles the truth.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CALENDARS, type CalendarEvent, type CalendarName } from '@live-agent/contracts';
import { type EventDraft, type EventPatch, type RequestStatus } from './calendar.types';

export interface CalendarState {
  events: CalendarEvent[];
  selectedEvent: CalendarEvent | null;
  selectedCalendars: CalendarName[];
  status: RequestStatus;
  mutation: RequestStatus;
}

export const initialCalendarState: CalendarState = {
  events: [],
  selectedEvent: null,
  selectedCalendars: [...CALENDARS],
  status: 'idle',
  mutation: 'idle',
};

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    fetchEvents(state) {
      state.status = 'loading';
    },
    fetchEventsSucceeded(state, action: PayloadAction<CalendarEvent[]>) {
      state.events = action.payload;
      state.status = 'succeeded';
    },
    fetchEventsFailed(state) {
      state.status = 'failed';
    },
    toggleCalendar(state, action: PayloadAction<CalendarName>) {
      const selected = new Set(state.selectedCalendars);
      if (selected.has(action.payload)) selected.delete(action.payload);
      else selected.add(action.payload);
      // Kept in the fixed calendar order, whatever order the user clicked in.
      state.selectedCalendars = CALENDARS.filter((calendar) => selected.has(calendar));
    },
    toggleAllCalendars(state, action: PayloadAction<boolean>) {
      state.selectedCalendars = action.payload ? [...CALENDARS] : [];
    },
    selectEvent(state, action: PayloadAction<CalendarEvent | null>) {
      state.selectedEvent = action.payload;
    },
    addEvent(state, _action: PayloadAction<EventDraft>) {
      state.mutation = 'loading';
    },
    updateEvent(state, action: PayloadAction<EventPatch>) {
      state.mutation = 'loading';
      const index = state.events.findIndex((event) => event.id === action.payload.id);
      if (index !== -1) {
        const current = state.events[index];
        state.events[index] = {
          ...current,
          ...action.payload,
          extendedProps: { ...current.extendedProps, ...action.payload.extendedProps },
        };
      }
    },
    removeEvent(state, _action: PayloadAction<number>) {
      state.mutation = 'loading';
    },
    mutationSucceeded(state) {
      state.mutation = 'succeeded';
    },
    mutationFailed(state) {
      state.mutation = 'failed';
    },
  },
});

export const {
  fetchEvents, fetchEventsSucceeded, fetchEventsFailed, toggleCalendar, toggleAllCalendars, selectEvent, addEvent, updateEvent,
  removeEvent, mutationSucceeded, mutationFailed,
} = calendarSlice.actions;

// Selectors read the injected slice and fall back to the initial state while it is absent.
type RootWithCalendar = { calendar?: CalendarState };
const calendarState = (root: RootWithCalendar): CalendarState => root.calendar ?? initialCalendarState;
export const selectEvents = (root: RootWithCalendar) => calendarState(root).events;
export const selectSelectedEvent = (root: RootWithCalendar) => calendarState(root).selectedEvent;
export const selectSelectedCalendars = (root: RootWithCalendar) => calendarState(root).selectedCalendars;
export const selectEventsStatus = (root: RootWithCalendar) => calendarState(root).status;
export const selectEventMutation = (root: RootWithCalendar) => calendarState(root).mutation;
