// The live dashboard with real antd against the real Mirage report route: the cards show what
// GET /reports/dashboard answers for the same query, the department filter lives in the URL and changes the
// figures, auto-refresh reloads silently (and stops when paused), the heatmap is a 7 × 24 table of the
// report's counts, and a failed load offers Retry.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { Response } from 'miragejs';
import type { DashboardReport, LiveAlert } from '@live-agent/contracts';

import { matchRoutes } from 'react-router-dom';
import { createFormat, type RemoteRoute } from '@live-agent/ui-kit';
import { defineAbilityFor } from '@live-agent/auth';
import { routes } from '../../routes';
import {
  apiGet,
  createTestStore,
  renderRoute,
  REPORT_HISTORY,
  signIn,
  until,
  setupScreenTest,
} from '../../test/render';
import { advance, fakePollingTimers, mockTabVisibility, untilFaked } from '../../test/pollingTimers';
import { openSelect, pickOption } from '../../test/lists';

jest.setTimeout(40_000);
const server = setupScreenTest(REPORT_HISTORY);
const ROUTE = `${window.location.origin}/api/v1/reports/dashboard`;
const en = createFormat('en');

afterEach(() => {
  jest.useRealTimers();
});

async function fetchReport(params: Record<string, string> = {}): Promise<DashboardReport> {
  return apiGet<DashboardReport>('/reports/dashboard', params);
}

const figuresShown = () => screen.findByTestId('dashboard-figures', {}, { timeout: 15_000 });
const valueOf = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;
const location = () => screen.getByTestId('location').textContent ?? '';

/** Every card shows the report's figure, formatted as the screen formats it. */
function expectCards(report: DashboardReport) {
  const { live, today } = report;
  expect({
    bot: valueOf('live-bot'),
    queued: valueOf('live-queued'),
    open: valueOf('live-open'),
    onHold: valueOf('live-onHold'),
    unassigned: valueOf('live-unassigned'),
    missed: valueOf('live-missed'),
    longestWait: valueOf('live-longestWait'),
    avgWait: valueOf('live-avgWait'),
    perAgent: valueOf('live-perAgent'),
    agents: valueOf('live-agents'),
    agentsOnline: screen.getByTestId('live-agents-online').textContent,
    agentsOffline: screen.getByTestId('live-agents-offline').textContent,
    conversations: valueOf('today-conversations'),
    closed: valueOf('today-closed'),
    firstResponse: valueOf('today-firstResponse'),
    handle: valueOf('today-handle'),
    csat: valueOf('today-csat'),
    abandoned: valueOf('today-abandoned'),
  }).toEqual({
    bot: en.integer(live.bot),
    queued: en.integer(live.queued),
    open: en.integer(live.open),
    onHold: en.integer(live.onHold),
    unassigned: en.integer(live.unassigned),
    missed: en.integer(live.missedLast30Min),
    longestWait: en.duration(live.longestWaitSec),
    avgWait: en.duration(live.avgWaitSec),
    perAgent: en.decimal(live.chatsPerOnlineAgent),
    agents: en.integer(live.agents.online + live.agents.busy),
    agentsOnline: `Online${en.integer(live.agents.online)}`,
    agentsOffline: `Offline${en.integer(live.agents.offline)}`,
    conversations: en.integer(today.conversations.value),
    closed: en.integer(today.closed.value),
    firstResponse: en.duration(today.avgFirstResponseSec.value),
    handle: en.duration(today.avgHandleSec.value),
    csat: en.percent(today.csatPct.value),
    abandoned: en.percent(today.abandonedPct.value),
  });
}

const heatmapRows = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[data-testid="heatmap-table"] tbody tr'));

/** The heatmap's cells as shown (Monday first), or as a report says they should be. */
function heatmapTexts(report?: DashboardReport): string[][] {
  if (report) return [1, 2, 3, 4, 5, 6, 0].map((weekday) => report.heatmap[weekday].map((count) => en.integer(count)));
  return heatmapRows().map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? ''));
}

describe('Dashboard', () => {
  it('shows the figures of GET /reports/dashboard, the hourly chart and the weekday × hour table, and filters by department through the URL', async () => {
    await renderRoute('/live-agent/dashboard');
    await figuresShown();
    const report = await fetchReport();
    expectCards(report);
    const trend = report.today.conversations.trendPct;
    expect(screen.getByTestId('today-conversations').textContent).toContain(
      trend === null ? 'No previous figure' : `${en.trend(trend)} vs previous period`,
    );
    // "Closed today" beside the conversations: its label, its hint (the info icon's name) and yesterday's figure.
    const closed = screen.getByTestId('today-closed');
    expect(closed.textContent).toContain('Closed today');
    expect(closed.textContent).toContain(`Previous period: ${en.integer(report.today.closed.previous)}`);
    expect(closed.querySelector('[aria-label^="Conversations closed today"]')).not.toBeNull();
    expect(screen.getByTestId('updated-at').textContent).toMatch(/Updated \d{1,2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('time-zone').textContent).toBe(`Times in ${report.timeZone}`);
    // The screen's h1, then its two sections one level down (no skipped level for a screen reader's outline).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Right now',
      'Today so far',
    ]);

    const chart = document.querySelector('[role="img"][aria-label^="Conversations per hour of the day"]');
    const today = report.volumeByHour.reduce((sum, row) => sum + row.count, 0);
    expect(chart?.getAttribute('aria-label')).toContain(`(${en.integer(today)} so far)`);

    // Monday first; 7 weekdays × 24 hours of the report's counts (weekday 0 = Sunday in the data).
    const rows = heatmapRows();
    expect(rows).toHaveLength(7);
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(rows.every((row) => row.querySelectorAll('td').length === 24)).toBe(true);
    expect(heatmapTexts()).toEqual(heatmapTexts(report));
    const monday14 = rows[0].querySelectorAll('td')[14];
    expect(monday14.textContent).toBe(en.integer(report.heatmap[1][14]));
    expect(monday14.getAttribute('title')).toBe(
      `Monday ${en.hour(14)}: ${en.integer(report.heatmap[1][14])} conversation${report.heatmap[1][14] === 1 ? '' : 's'}`,
    );
    expect(rows[6].querySelectorAll('td')[9].textContent).toBe(en.integer(report.heatmap[0][9]));
    // Every cell names its own day, hour and count.
    const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    rows.forEach((row, index) => {
      const weekday = (index + 1) % 7;
      row.querySelectorAll('td').forEach((cell, hour) => {
        const count = report.heatmap[weekday][hour];
        expect(cell.getAttribute('aria-label')).toBe(
          `${DAYS[weekday]} ${en.hour(hour)}: ${en.integer(count)} conversation${count === 1 ? '' : 's'}`,
        );
      });
    });
    // It scrolls sideways on a phone: a keyboard reaches it, and a screen reader names it.
    const scroll = screen.getByRole('region', { name: 'Conversations by weekday and hour' });
    expect(scroll).toBe(screen.getByTestId('heatmap-scroll'));
    expect(scroll.tabIndex).toBe(0);

    // A department: the URL keeps it and the figures are that department's.
    const department = server().db.departments.where({})[0] as unknown as { id: string; name: string };
    openSelect('Department');
    await pickOption(department.name);
    await waitFor(() => expect(location()).toContain(`departmentId=${department.id}`));
    const filtered = await fetchReport({ departmentId: department.id });
    expect(filtered.heatmap).not.toEqual(report.heatmap);
    await waitFor(() => expect(heatmapTexts()).toEqual(heatmapTexts(filtered)));
    expectCards(filtered);
  });

  it('auto-refreshes silently at the chosen interval and stops when paused', async () => {
    await renderRoute('/live-agent/dashboard?refresh=off');
    await figuresShown();
    const report = await fetchReport();
    const before = valueOf('live-queued');

    fakePollingTimers();
    fireEvent.click(screen.getByTitle('10 sec'));
    await untilFaked(() => expect(location()).toContain('refresh=10'));

    // The next answer has more chats queued; it is held back to look at the screen while it loads.
    const changed: DashboardReport = { ...report, live: { ...report.live, queued: report.live.queued + 7 } };
    let calls = 0;
    let answer: (() => void) | null = null;
    server().get(ROUTE, () => {
      calls += 1;
      return new Promise<DashboardReport>((resolve) => {
        answer = () => resolve(changed);
      });
    });

    await advance(9_000);
    expect(calls).toBe(0);
    await advance(1_000);
    await untilFaked(() => expect(calls).toBe(1));
    // Silent: the figures stay on screen, no spinner over them.
    expect(valueOf('live-queued')).toBe(before);
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    act(() => answer!());
    await untilFaked(() => expect(valueOf('live-queued')).toBe(en.integer(report.live.queued + 7)));

    // Paused: no more reloads however long the screen stays open.
    fireEvent.click(screen.getByTitle('Paused'));
    await untilFaked(() => expect(location()).toContain('refresh=off'));
    expect(screen.getByText('Auto-refresh paused')).toBeInTheDocument();
    await advance(120_000);
    expect(calls).toBe(1);

    // Refresh now still reloads.
    fireEvent.click(screen.getByLabelText('Refresh now'));
    await untilFaked(() => expect(calls).toBe(2));
    act(() => answer!());
  });

  it('stops polling while the tab is hidden, and reloads at once when it is shown again', async () => {
    await renderRoute('/live-agent/dashboard?refresh=off');
    await figuresShown();
    const report = await fetchReport();
    const tab = mockTabVisibility();
    try {
      fakePollingTimers();
      // Each answer has one more chat queued than the one before.
      let calls = 0;
      server().get(ROUTE, () => {
        calls += 1;
        return { ...report, live: { ...report.live, queued: report.live.queued + calls } };
      });
      fireEvent.click(screen.getByTitle('10 sec'));
      await untilFaked(() => expect(location()).toContain('refresh=10'));
      await advance(10_000);
      await untilFaked(() => expect(valueOf('live-queued')).toBe(en.integer(report.live.queued + 1)));

      tab.set('hidden');
      await advance(60_000);
      expect(calls).toBe(1);

      // Shown again: its figures are stale, so they are asked for at once, then every 10 s again.
      tab.set('visible');
      await untilFaked(() => expect(valueOf('live-queued')).toBe(en.integer(report.live.queued + 2)));
      await advance(10_000);
      await untilFaked(() => expect(valueOf('live-queued')).toBe(en.integer(report.live.queued + 3)));
    } finally {
      tab.restore();
    }
  });

  it('shows the reasons and Retry when the report fails, then the figures; an empty today shows 0 and dashes', async () => {
    await signIn();
    const real = await fetchReport();
    const none = { value: null, previous: null, trendPct: null };
    const emptyToday: DashboardReport = {
      ...real,
      today: {
        ...real.today,
        conversations: { value: 0, previous: 0, trendPct: null },
        closed: { value: 0, previous: 3, trendPct: -100 },
        avgFirstResponseSec: none,
        avgHandleSec: none,
        csatPct: none,
        abandonedPct: none,
      },
      volumeByHour: real.volumeByHour.map((row) => ({ ...row, count: 0 })),
    };
    let fail = true;
    server().get(ROUTE, () => (fail ? new Response(500, {}, { message: 'Boom' }) : emptyToday));
    await renderRoute('/live-agent/dashboard');
    expect(await screen.findByTestId('report-error', {}, { timeout: 15_000 })).toHaveTextContent(
      'The figures could not be loaded.',
    );

    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    await figuresShown();
    expectCards(emptyToday);
    expect(valueOf('today-conversations')).toBe('0');
    expect(valueOf('today-closed')).toBe('0');
    expect(screen.getByTestId('today-closed-trend').textContent).toContain(`${en.trend(-100)} vs previous period`);
    expect(valueOf('today-csat')).toBe('—');
    expect(screen.getByTestId('today-conversations').textContent).toContain('No previous figure');
    expect(screen.getByTestId('today-handle').textContent).not.toContain('previous figure');
  });

  /** The requests of the dashboard route's prefetch, dispatched as the shell does for `role` (its abilities). */
  async function prefetchAs(role: 'admin' | 'agent', search: string) {
    const user = await signIn(role);
    const ability = defineAbilityFor(user);
    const store = createTestStore();
    // Each GET as it is sent, not as it is answered: an extra one cannot hide behind a slow answer.
    const asked: string[] = [];
    const pretender = server().pretender as unknown as {
      handleRequest: (request: { method: string; url: string }) => void;
    };
    const handle = pretender.handleRequest;
    pretender.handleRequest = function (request) {
      if (request.method === 'GET')
        asked.push(
          new URL(request.url, window.location.origin).pathname + new URL(request.url, window.location.origin).search,
        );
      handle.call(this, request);
    };
    const [{ route }] = matchRoutes(routes, '/live-agent/dashboard')! as Array<{ route: RemoteRoute }>;
    const at = { params: {}, search: new URLSearchParams(search), can: ability.can.bind(ability) as never };
    for (const action of route.handle!.prefetch!(at)) store.dispatch(action as never);
    return { store, asked };
  }

  it('asks nothing more when its route already asked its figures, filter names and alerts as the URL opened (the prefetch)', async () => {
    const search = 'departmentId=2&queueId=3&refresh=off';
    const { store, asked } = await prefetchAs('admin', search);
    const prefetched = [
      '/api/v1/reports/dashboard?departmentId=2&queueId=3',
      '/api/v1/departments/all',
      '/api/v1/queues/all',
      '/api/v1/agents/all',
      // The SLA warning's: an admin may read the monitor.
      '/api/v1/live/alerts',
    ];
    // In whatever order they were answered (the figures are worked out from the generated history).
    await until(() => expect([...asked].sort()).toEqual([...prefetched].sort()));

    await renderRoute(`/live-agent/dashboard?${search}`, { store });
    await figuresShown();
    await until(() => expect(screen.getByTestId('location').textContent).toContain('departmentId=2'));
    // Each is a request the page made once: the screen's hooks found them asked.
    expect([...asked].sort()).toEqual([...prefetched].sort());
    // The warning is drawn from the prefetched alerts. Whether a queue is past its target depends on the hour the
    // history ends at (the real clock here), so the test reads the same answer rather than expecting one.
    const alerts = await apiGet<LiveAlert[]>('/live/alerts');
    expect(screen.queryByTestId('sla-alerts') !== null).toBe(alerts.length > 0);
  });

  it('does not ask the SLA alerts for someone who may not read the monitor (the API would answer 403)', async () => {
    const { store, asked } = await prefetchAs('agent', '');
    const figuresAndNames = [
      '/api/v1/reports/dashboard',
      '/api/v1/departments/all',
      '/api/v1/queues/all',
      '/api/v1/agents/all',
    ].sort();
    await until(() => expect([...asked].sort()).toEqual(figuresAndNames));
    // Every query the prefetch started has been answered, so any request it made has been sent by now.
    const settled = () =>
      Object.values((store.getState() as { api: { queries: Record<string, { status: string }> } }).api.queries);
    await until(() => expect(settled().filter((query) => query.status === 'pending')).toEqual([]));
    expect([...asked].sort()).toEqual(figuresAndNames);
  });

  it("offers only the chosen department's queues", async () => {
    await renderRoute('/live-agent/dashboard?departmentId=3');
    await figuresShown();
    openSelect('Queue');
    const shown = () => Array.from(document.querySelectorAll('.ant-select-item-option'), (item) => item.textContent);
    // Billing (department 3) owns the queues Invoices & payments and Refunds.
    await waitFor(() => expect(shown()).toEqual(['Invoices & payments', 'Refunds']));
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    try {
      await renderRoute('/live-agent/dashboard');
      await figuresShown();
      expect([
        screen.getByText('Gerade jetzt').textContent,
        screen.getByText('Längste Wartezeit jetzt').textContent,
        screen.getByText('Heute geschlossen').textContent,
        heatmapRows()[0].querySelector('th')!.textContent,
      ]).toEqual(['Gerade jetzt', 'Längste Wartezeit jetzt', 'Heute geschlossen', 'Mo']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
