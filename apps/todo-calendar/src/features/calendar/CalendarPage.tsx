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
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import type { CalendarEvent } from '@live-agent/contracts';
import { SidePanel, urlParam, useUrlState, ScreenHeading } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { CalendarSidebar } from './components/CalendarSidebar';
import { EventDrawer, type EventDrawerSubject } from './components/EventDrawer';
import {
  calendarActions,
  calendarFeature,
  selectEventDrawerOpen,
  selectEventSaving,
  selectEvents,
  selectEventsStatus,
  selectSelectedCalendars,
  toggleAllCalendars,
  toggleCalendar,
} from './calendar.feature';
import { initialDateFor, movedRange, toCalendarInput } from './calendar.format';
import type { EventDraft } from './calendar.types';
import './calendar.css';

const LOCALES: Record<string, LocaleInput> = { de: deLocale, fr: frLocale, pt: ptLocale };
/** The day the calendar shows, kept in the URL (a day that cannot be read is ignored). */
const CALENDAR_SEARCH = { date: urlParam.day() };

function CalendarPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const [{ date: dateInUrl }, setUrlState] = useUrlState(CALENDAR_SEARCH);
  const events = useSelector(selectEvents);
  const status = useSelector(selectEventsStatus);
  const drawerOpen = useSelector(selectEventDrawerOpen);
  const saving = useSelector(selectEventSaving);
  const selectedCalendars = useSelector(selectSelectedCalendars);

  useEffect(() => {
    dispatch(calendarActions.fetchList(undefined));
  }, [dispatch]);

  // Decided once, after the first load: the date in the URL, else today or the nearest event.
  const [initialDate, setInitialDate] = useState<Date | null>(null);
  useEffect(() => {
    if (initialDate || status === 'idle' || status === 'loading') return;
    setInitialDate(dateInUrl ? dayjs(dateInUrl).toDate() : initialDateFor(events));
  }, [initialDate, status, events, dateInUrl]);

  // What the drawer shows while it is open; it stays open while its save or delete runs and closes once it succeeds.
  const [subject, setSubject] = useState<EventDrawerSubject | null>(null);

  const inputs = useMemo(() => events.map(toCalendarInput), [events]);
  const byId = (id: string) => events.find((event) => String(event.id) === id);

  const openEvent = (event: CalendarEvent) => {
    dispatch(calendarActions.openEdit(event));
    setSubject({ mode: 'edit', event });
  };
  const openNew = (start: Date, allDay: boolean) => {
    dispatch(calendarActions.openCreate());
    setSubject({ mode: 'add', start, allDay });
  };
  const submit = (draft: EventDraft) => {
    if (draft.id === undefined) dispatch(calendarActions.save({ values: draft }));
    else dispatch(calendarActions.save({ id: draft.id, values: draft }));
  };
  const move = ({ event }: EventDropArg | EventResizeDoneArg) => {
    dispatch(calendarActions.save({ id: Number(event.id), values: movedRange(event) }));
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
            onToggle={(calendar) => dispatch(toggleCalendar(calendar))}
            onToggleAll={(checked) => dispatch(toggleAllCalendars(checked))}
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
          subject={drawerOpen ? subject : null}
          saving={saving}
          onClose={() => dispatch(calendarActions.closeForm())}
          onSubmit={submit}
          onDelete={(event) => dispatch(calendarActions.remove(event.id))}
        />
      </SidePanel>
    </>
  );
}

export default withInjected(CalendarPage, calendarFeature);
