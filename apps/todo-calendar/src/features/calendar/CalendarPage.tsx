// The calendar screen (/apps/calendar): month, week, day and list views (FullCalendar), the five calendar
// filters, click a day to add, click an event to edit, drag or resize to move. The shown date lives in
// the URL (`?date=`), so a reload stays on the same month or week.
import { useEffect, useMemo, useState } from 'react';
import { Spin } from 'antd';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import type { DatesSetArg, EventClickArg, EventDropArg, LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import { CALENDARS, type CalendarEvent, type CalendarName } from '@live-agent/contracts';
import { SidePanel, urlParam, useUrlState, ScreenHeading } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import {
  ALL_CALENDARS,
  useAddEventMutation,
  useEventsQuery,
  useRemoveEventMutation,
  useUpdateEventMutation,
} from '../../api';
import { written } from '../../feedback';
import { CalendarSidebar } from './components/CalendarSidebar';
import { EventDrawer, type EventDrawerSubject } from './components/EventDrawer';
import { initialDateFor, movedRange, toCalendarInput } from './calendar.format';
import type { EventDraft } from './calendar.types';
import './calendar.css';

const LOCALES: Record<string, LocaleInput> = { de: deLocale, fr: frLocale, pt: ptLocale };
/** The day the calendar shows, kept in the URL (a day that cannot be read is ignored). */
const CALENDAR_SEARCH = { date: urlParam.day() };

function CalendarPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [{ date: dateInUrl }, setUrlState] = useUrlState(CALENDAR_SEARCH);
  // The calendars shown, in the fixed order whatever order they were clicked in; the server answers for them.
  const [selectedCalendars, setSelectedCalendars] = useState<CalendarName[]>(ALL_CALENDARS);
  const toggle = (calendar: CalendarName) =>
    setSelectedCalendars((selected) =>
      CALENDARS.filter((name) => (name === calendar ? !selected.includes(name) : selected.includes(name))),
    );
  const shown = queryView(useEventsQuery(selectedCalendars), describeApiError);
  const events = useMemo(() => shown.data ?? [], [shown.data]);
  const [addEvent, added] = useAddEventMutation();
  const [updateEvent, updated] = useUpdateEventMutation();
  const [removeEvent, removed] = useRemoveEventMutation();

  // Decided once, after the first load: the date in the URL, else today or the nearest event.
  const [initialDate, setInitialDate] = useState<Date | null>(null);
  useEffect(() => {
    if (initialDate || (shown.status !== 'ready' && shown.status !== 'error')) return;
    setInitialDate(dateInUrl ? dayjs(dateInUrl).toDate() : initialDateFor(events));
  }, [initialDate, shown.status, events, dateInUrl]);

  // What the drawer shows while it is open; it stays open while its save or delete runs and closes once it succeeds.
  const [subject, setSubject] = useState<EventDrawerSubject | null>(null);
  const close = () => setSubject(null);

  const inputs = useMemo(() => events.map(toCalendarInput), [events]);
  const byId = (id: string) => events.find((event) => String(event.id) === id);

  const openEvent = (event: CalendarEvent) => setSubject({ mode: 'edit', event });
  const openNew = (start: Date, allDay: boolean) => setSubject({ mode: 'add', start, allDay });
  const submit = async (draft: EventDraft) => {
    const write = draft.id === undefined ? addEvent(draft) : updateEvent({ ...draft, id: draft.id });
    if (await written(write.unwrap(), draft.id === undefined ? 'calendar.toast.added' : 'calendar.toast.updated'))
      close();
  };
  const move = ({ event }: EventDropArg | EventResizeDoneArg) =>
    written(updateEvent({ ...movedRange(event), id: Number(event.id) }).unwrap(), 'calendar.toast.updated');
  const remove = async (event: CalendarEvent) => {
    if (await written(removeEvent(event.id).unwrap(), 'calendar.toast.deleted')) close();
  };

  return (
    <>
      <ScreenHeading>{t('screens.calendar')}</ScreenHeading>
      <SidePanel
        className="calendar-app"
        sideClassName="calendar-sidebar"
        sideLabel={t('calendar.sidebar')}
        stackAt={900}
        data-testid="calendar-page"
        side={
          <CalendarSidebar
            selected={selectedCalendars}
            onToggle={toggle}
            onToggleAll={(checked) => setSelectedCalendars(checked ? ALL_CALENDARS : [])}
            onAdd={() => openNew(dayjs().add(1, 'hour').startOf('hour').toDate(), false)}
          />
        }
      >
        <section className="calendar-main">
          {initialDate ? (
            <FullCalendar
              plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
              initialView="dayGridMonth"
              initialDate={initialDate}
              locale={LOCALES[i18n.language] ?? 'en'}
              headerToolbar={{
                left: 'prev,next today title',
                center: '',
                right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
              }}
              // Text arrows with spoken names: FullCalendar's icon fonts are images without a text alternative.
              buttonIcons={false}
              buttonText={{ prev: '‹', next: '›' }}
              buttonHints={{ prev: t('calendar.previous'), next: t('calendar.next') }}
              height={760}
              scrollTime="08:00:00"
              dayMaxEvents={3}
              editable
              eventResizableFromStart
              navLinks
              // FullCalendar names a day's cell by its date link alone (aria-labelledby), which leaves the events the
              // cell shows out of its name: named by what it shows, a person who says what they see can reach it.
              dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
              events={inputs}
              datesSet={(arg: DatesSetArg) => {
                // The current view's date (its middle for a month) goes to the URL without a history entry.
                const middle = dayjs(arg.start)
                  .add(dayjs(arg.end).diff(arg.start) / 2, 'millisecond')
                  .format('YYYY-MM-DD');
                const shown =
                  arg.view.type === 'dayGridMonth' || arg.view.type === 'listMonth'
                    ? middle
                    : dayjs(arg.start).format('YYYY-MM-DD');
                if (dateInUrl !== shown) setUrlState({ date: shown }, { replace: true });
              }}
              dateClick={(arg: DateClickArg) => openNew(arg.date, arg.allDay)}
              eventClick={(arg: EventClickArg) => {
                // Events with a URL would navigate away; the click edits them instead.
                arg.jsEvent.preventDefault();
                const event = byId(arg.event.id);
                if (event) openEvent(event);
              }}
              eventDrop={move}
              eventResize={move}
            />
          ) : (
            <div className="calendar-loading">
              <Spin />
            </div>
          )}
        </section>
        <EventDrawer
          subject={subject}
          saving={added.isLoading || updated.isLoading || removed.isLoading}
          onClose={close}
          onSubmit={submit}
          onDelete={remove}
        />
      </SidePanel>
    </>
  );
}

export default CalendarPage;
