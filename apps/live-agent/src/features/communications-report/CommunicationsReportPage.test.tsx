// Communications Report with real antd against the real Mirage report: totals equal the API and the raw
// conversation list, filters and grouping move the URL and the figures, a block exports its rows, German
// labels, and a failed load offers Retry.
import { Response } from 'miragejs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { parseCsv } from '@live-agent/ui-kit';
import type { CommunicationsReport } from '@live-agent/contracts';
import { createFormat } from '@live-agent/ui-kit';
import { apiGet, renderRoute, signIn, setupScreenTest, presetDays } from '../../test/render';
import { chooseOption } from '../../test/lists';
import { captureDownloads, readBlob, REPORT_HISTORY } from '../../test/render';

jest.setTimeout(45_000);
const server = setupScreenTest(REPORT_HISTORY);

afterEach(() => {
  jest.restoreAllMocks();
});

const PATH = '/live-agent/communications-report';
const ROUTE = `${window.location.origin}/api/v1/reports/communications`;
const format = createFormat('en');
const CHANNEL_NAMES: Record<string, string> = {
  web: 'Web chat',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  email: 'E-mail',
};

const apiReport = (params: Record<string, string>) => apiGet<CommunicationsReport>('/reports/communications', params);

async function listedConversations(params: Record<string, string>): Promise<number> {
  return (await apiGet<{ total: number }>('/conversations', { ...params, perPage: 1 })).total;
}

const value = (testId: string) => screen.getByTestId(`${testId}-value`).textContent;
const location = () => screen.getByTestId('location').textContent ?? '';
const rowsOf = (table: HTMLElement) =>
  Array.from(table.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody > tr.ant-table-row'));

function expectTotals(report: CommunicationsReport) {
  expect(value('communications-conversations')).toBe(format.integer(report.totals.conversations));
  expect(value('communications-incoming')).toBe(format.integer(report.totals.incomingMessages));
  expect(value('communications-outgoing')).toBe(format.integer(report.totals.outgoingMessages));
  expect(value('communications-busiest-day')).toBe(format.date(report.busiestDay!.date));
  expect(screen.getByTestId('communications-busiest-day')).toHaveTextContent(
    `${format.integer(report.busiestDay!.count)} conversations`,
  );
  expect(value('communications-busiest-hour')).toBe(format.hour(report.busiestHour!.hour));
  expect(screen.getByTestId('communications-busiest-hour')).toHaveTextContent(
    `${format.integer(report.busiestHour!.count)} conversations`,
  );
}

describe('Communications Report', () => {
  it('shows the totals of the API, equal to the conversation list, follows a department filter and exports its channels', async () => {
    const downloads = captureDownloads();
    const { from, to } = presetDays(server(), 'last28');
    await renderRoute(`${PATH}?range=last28`);
    const all = await apiReport({ from, to });
    expect(await listedConversations({ from, to })).toBe(all.totals.conversations);
    await waitFor(() => expect(value('communications-conversations')).toBe(format.integer(all.totals.conversations)));
    expectTotals(all);

    await chooseOption('Department', 'Support');
    await waitFor(() => expect(location()).toMatch(/departmentId=\d+/));
    const departmentId = new URLSearchParams(location().split('?')[1]).get('departmentId')!;
    const support = await apiReport({ from, to, departmentId });
    expect(support.totals.conversations).toBeLessThan(all.totals.conversations);
    expect(await listedConversations({ from, to, departmentId })).toBe(support.totals.conversations);
    await waitFor(() =>
      expect(value('communications-conversations')).toBe(format.integer(support.totals.conversations)),
    );
    expectTotals(support);
    // Only Support's conversations: the other departments' rows are 0.
    const byDepartment = screen.getByTestId('communications-by-department');
    fireEvent.click(within(byDepartment).getByText('Table'));
    const cells = rowsOf(within(byDepartment).getByTestId('communications-by-department-table')).map((row) => [
      row.cells[0].textContent,
      row.cells[1].textContent,
    ]);
    expect(cells).toEqual(support.byDepartment.map((group) => [group.name, format.integer(group.conversations)]));
    expect(cells.find(([name]) => name === 'Support')?.[1]).toBe(format.integer(support.totals.conversations));

    // "By channel" as CSV: one row per channel with the API's counts for this filter, headers translated.
    fireEvent.click(screen.getByRole('button', { name: 'Export “By channel” as CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toBe(`communications-by-channel_${from}_${to}.csv`);
    const [header, ...rows] = parseCsv(await readBlob(downloads.blobs[0]));
    expect(header).toEqual([
      'Channel',
      'Conversations',
      'Share of conversations (%)',
      'Closed',
      'Missed',
      'Abandoned',
      'CSAT (%)',
      'Average first response (seconds)',
      'Average handle time (seconds)',
    ]);
    expect(rows.map((row) => row.slice(0, 6))).toEqual(
      support.byChannel.map((group) =>
        [
          CHANNEL_NAMES[group.key],
          group.conversations,
          Math.round(group.sharePct! * 100) / 100,
          group.closed,
          group.missed,
          group.abandoned,
        ].map(String),
      ),
    );
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(support.totals.conversations);
  });

  it('groups the volume per day, week or month through the URL', async () => {
    const { from, to } = presetDays(server(), 'last28');
    await renderRoute(`${PATH}?range=last28`);
    const volume = await screen.findByTestId('communications-volume');
    fireEvent.click(within(volume).getByText('Table'));
    const volumeRows = () =>
      rowsOf(within(screen.getByTestId('communications-volume')).getByTestId('communications-volume-table'));
    const daily = await apiReport({ from, to });
    expect(daily.series.length).toBeGreaterThanOrEqual(28);
    await waitFor(() => expect(volumeRows()).toHaveLength(daily.series.length));

    fireEvent.click(within(screen.getByTestId('group-by')).getByText('Week'));
    await waitFor(() => expect(location()).toContain('groupBy=week'));
    const weekly = await apiReport({ from, to, groupBy: 'week' });
    expect(weekly.series.length).toBeLessThan(daily.series.length);
    await waitFor(() => expect(volumeRows()).toHaveLength(weekly.series.length));
    expect(screen.getByTestId('communications-volume')).toHaveTextContent('Volume per week');
    expect(volumeRows()[0].cells[0].textContent).toBe(format.date(weekly.series[0].date));
    expect(volumeRows()[0].cells[1].textContent).toBe(format.integer(weekly.series[0].conversations));

    fireEvent.click(within(screen.getByTestId('group-by')).getByText('Month'));
    await waitFor(() => expect(location()).toContain('groupBy=month'));
    const monthly = await apiReport({ from, to, groupBy: 'month' });
    await waitFor(() => expect(volumeRows()).toHaveLength(monthly.series.length));
    expect(monthly.series.length).toBeLessThanOrEqual(2);
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    try {
      await renderRoute(PATH);
      // The figure's caption and the volume chart's legend.
      await waitFor(() => expect(screen.getAllByText('Eingehende Nachrichten')).toHaveLength(2));
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Eingehende Nachrichten');
      expect(within(screen.getByTestId('group-by')).getByText('Woche')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when the figures could not be loaded and shows them after Retry', async () => {
    const { from, to } = presetDays(server(), 'last7');
    await signIn();
    const report = await apiReport({ from, to, groupBy: 'day' });
    let fail = true;
    server().get(ROUTE, () => (fail ? new Response(500, {}, { message: 'Boom' }) : report));
    await renderRoute(PATH);
    const error = await screen.findByTestId('report-error');
    expect(error).toHaveTextContent('The figures could not be loaded.');
    expect(screen.queryByTestId('communications-conversations')).toBeNull();
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(value('communications-conversations')).toBe(format.integer(report.totals.conversations)),
    );
    expect(screen.queryByTestId('report-error')).toBeNull();
  });
});
