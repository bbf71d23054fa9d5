// The calendar screen with real antd and FullCalendar against the real Mirage routes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { blankOrTooLong, itChecksBadTextField, typeBadTextsIntoNewRecord } from '@live-agent/ui-kit/testing';
import { eventRules } from './calendar.rules';
import { signIn } from '@live-agent/ui-kit/testing';
import { routes } from '../../routes';
import { createTestStore, englishFormRules, renderRoute, startTestServer, setupScreenTest } from '../../test/render';

// The server's clock pinned mid-month: the seeded events (11 days before to 16 days after) all fall in March 2026.
const NOW = new Date('2026-03-15T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

const shownTitles = () => Array.from(document.querySelectorAll('.fc-event-title')).map((node) => node.textContent);
const sidebar = () => screen.getByLabelText('Calendar filters');
const drawer = () => screen.getByTestId('event-drawer');

async function openSeededMonth() {
  await renderRoute('/apps/calendar?date=2026-03-15');
  await waitFor(() => expect(shownTitles()).toContain('Meeting with the support leads'));
}

describe('calendar screen', () => {
  it('shows the seeded events of the month, with the five calendar filters and view all checked', async () => {
    await openSeededMonth();
    expect(shownTitles()).toEqual(
      expect.arrayContaining(['Design review', 'Family trip', 'Bank holiday', 'Product launch webinar']),
    );
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    for (const name of ['View all', 'Business', 'Holiday', 'Personal', 'Other', 'Family']) {
      expect(within(sidebar()).getByLabelText(name)).toBeChecked();
    }
  });

  it("names each day's cell by what it shows (its date and events), not by its date link alone", async () => {
    await openSeededMonth();
    const labelledByLink = () => document.querySelectorAll('td.fc-daygrid-day[aria-labelledby]').length;
    expect(document.querySelectorAll('td.fc-daygrid-day').length).toBeGreaterThan(27);
    expect(labelledByLink()).toBe(0);
    // The next month's cells are new ones.
    fireEvent.click(document.querySelector('.fc-next-button')!);
    await waitFor(() => expect(screen.getByText('April 2026')).toBeInTheDocument());
    expect(labelledByLink()).toBe(0);
  });

  it('opens on the month of the events when no date is given: this month, with the server on the real clock', async () => {
    server().shutdown();
    const realClock = startTestServer();
    try {
      await renderRoute('/apps/calendar');
      await waitFor(() => expect(shownTitles().length).toBeGreaterThan(0));
      const thisMonth = new Date().toISOString().slice(0, 7);
      await waitFor(() => expect(screen.getByTestId('location').textContent).toContain(`date=${thisMonth}-`));
    } finally {
      realClock.shutdown();
    }
  });

  it('filters by calendar; view all selects none or all', async () => {
    await openSeededMonth();
    fireEvent.click(within(sidebar()).getByLabelText('Business'));
    await waitFor(() => expect(shownTitles()).not.toContain('Meeting with the support leads'));
    expect(shownTitles()).toContain('Family trip');
    expect(within(sidebar()).getByLabelText('View all')).not.toBeChecked();

    fireEvent.click(within(sidebar()).getByLabelText('View all'));
    await waitFor(() => expect(shownTitles()).toContain('Meeting with the support leads'));
    fireEvent.click(within(sidebar()).getByLabelText('View all'));
    await waitFor(() => expect(shownTitles()).toEqual([]));
    for (const name of ['Business', 'Holiday', 'Personal', 'Other', 'Family']) {
      expect(within(sidebar()).getByLabelText(name)).not.toBeChecked();
    }
  });

  it('asks for the events once when its route already asked as the URL opened, and asks per calendar choice', async () => {
    await signIn('admin');
    const store = createTestStore();
    const route = routes.find((candidate) => candidate.path === '/apps/calendar')!;
    for (const action of route.handle!.prefetch!({ params: {}, search: new URLSearchParams() }))
      store.dispatch(action as never);
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb: string, path: string) => asked.push(decodeURIComponent(path));
    const eventAsks = () => asked.filter((path) => path.startsWith('/apps/calendar/events'));
    const all =
      '/apps/calendar/events?calendars=Business&calendars=Holiday&calendars=Personal&calendars=ETC&calendars=Family';
    await waitFor(() => expect(eventAsks()).toEqual([all]));
    await renderRoute('/apps/calendar?date=2026-03-15', { store });
    await waitFor(() => expect(shownTitles()).toContain('Meeting with the support leads'));
    expect(eventAsks()).toEqual([all]);

    // Calendars travel as repeated keys; none selected is one empty value (absent would mean all).
    fireEvent.click(within(sidebar()).getByLabelText('View all'));
    await waitFor(() => expect(shownTitles()).toEqual([]));
    expect(eventAsks()).toEqual([all, '/apps/calendar/events?calendars=']);
  });

  it('adds an event: the title is required and the end may not be before the start', async () => {
    await openSeededMonth();
    fireEvent.click(screen.getByText('Add event'));
    await screen.findByText('New event');
    fireEvent.click(within(drawer()).getByText('Add'));
    expect(await within(drawer()).findByText('The title is required.')).toBeInTheDocument();

    fireEvent.change(within(drawer()).getByLabelText('Title'), { target: { value: 'Sprint review' } });
    // The end may be left blank (it is then the start), so its label reads as optional.
    const end = within(drawer()).getByLabelText(/^End\b/);
    fireEvent.mouseDown(end);
    // Typed as an English reader types it (the field follows the language's date format).
    fireEvent.change(end, { target: { value: '01/01/2000, 10:00' } });
    fireEvent.keyDown(end, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(drawer()).getByText('Add'));
    expect(await within(drawer()).findByText('The end must not be before the start.')).toBeInTheDocument();
    expect(server().db.calendarEvents).toHaveLength(10);
  });

  it('edits an event from a click and deletes it after confirmation', async () => {
    await openSeededMonth();
    fireEvent.click(screen.getByText('Design review'));
    await screen.findByText('Edit event');
    expect(within(drawer()).getByLabelText('Title')).toHaveValue('Design review');
    fireEvent.change(within(drawer()).getByLabelText('Title'), { target: { value: 'Design review v2' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    await waitFor(() => expect(shownTitles()).toContain('Design review v2'));
    await waitFor(() => expect(drawer()).toHaveClass('ant-drawer-content-wrapper-hidden'));

    fireEvent.click(screen.getByText('Design review v2'));
    await waitFor(() => expect(drawer()).not.toHaveClass('ant-drawer-content-wrapper-hidden'));
    expect(within(drawer()).getByLabelText('Title')).toHaveValue('Design review v2');
    fireEvent.click(within(drawer()).getByText('Delete'));
    await screen.findByText('Delete this event?');
    fireEvent.click(within(document.querySelector('.ant-popconfirm-buttons') as HTMLElement).getByText('Delete'));
    await waitFor(() => expect(shownTitles()).not.toContain('Design review v2'));
    expect(server().db.calendarEvents).toHaveLength(9);
  });
  itChecksBadTextField({
    what: 'a title',
    rules: () => eventRules(englishFormRules()).title,
    refused: blankOrTooLong('The title is required.', 'Use at most 120 characters.'),
    typeIn: async (rules) => {
      await openSeededMonth();
      const sheet = () => screen.getByTestId('event-drawer').closest<HTMLElement>('.ant-drawer');
      await typeBadTextsIntoNewRecord(rules, {
        records: () => server().db.calendarEvents as unknown as Array<{ id: string; title: string }>,
        storedText: (record) => record.title,
        add: 'Add event',
        title: 'New event',
        drawer: () => sheet()!,
        label: 'Title',
        save: 'Add',
      });
    },
  });
});
