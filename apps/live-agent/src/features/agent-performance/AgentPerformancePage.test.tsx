// Agent performance with real antd against the real Mirage report: the table shows the API's agents and
// figures, sorts, filters through the URL, exports exactly its rows, and opens an agent's trend from the
// URL (and closes it again); German headers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { parseCsv } from '@live-agent/ui-kit';
import type { AgentPerformanceReport, AgentPerformanceRow } from '@live-agent/contracts';
import { createFormat } from '@live-agent/ui-kit';
import { renderRoute, setupScreenTest, presetDays } from '../../test/render';
import { captureDownloads, readBlob, silenceActWarnings, REPORT_HISTORY } from '../../test/render';
import { round1, sortRows } from '../../reports/table/reportTable';
import { agentNamesIn, agentReportFromApi, agentTableRows } from '../../reports/table/agentReportTable.testing';

// Each test is one whole task on a 20-row antd table: room for a loaded machine.
jest.setTimeout(60_000);
const server = setupScreenTest(REPORT_HISTORY);

silenceActWarnings();

const en = createFormat('en');
const last7 = () => presetDays(server(), 'last7');

const apiReport = (params: Record<string, string | number>) =>
  agentReportFromApi<AgentPerformanceReport>('agent-performance', params);

const rows = () => agentTableRows('performance-table');
const names = () => agentNamesIn('performance-table');
const cell = (row: HTMLElement, column: number) => row.querySelectorAll('td')[column];
const location = () => screen.getByTestId('location').textContent ?? '';
const byName = (rows: AgentPerformanceRow[]) =>
  sortRows(rows, (row) => row.agentName, 'ascend', new Intl.Collator('en', { sensitivity: 'base' }));

async function showsAgents(count: number) {
  await waitFor(() => expect(rows()).toHaveLength(count), { timeout: 15_000 });
}

async function pickFilter(label: string, option: string) {
  const input = document.querySelector<HTMLElement>(`input[aria-label="${label}"]`)!;
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector') ?? input);
  const options = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).filter(
      (item) => item.textContent === option,
    );
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  fireEvent.click(options[options.length - 1]);
}

describe('Agent performance', () => {
  it('lists the API’s agents and figures, sorts by a column and exports exactly the rows shown', async () => {
    const { from, to } = last7();
    const api = await apiReport({ from, to });
    expect(api.agents.length).toBeGreaterThan(5);
    const downloads = captureDownloads();
    await renderRoute('/live-agent/agent-performance');
    await showsAgents(api.agents.length);

    // Alphabetical first, with the API's figures as the formatter writes them.
    const alphabetical = byName(api.agents);
    expect(names()).toEqual(alphabetical.map((row) => row.agentName));
    const [first] = alphabetical;
    const firstRow = rows()[0];
    expect(cell(firstRow, 2).textContent).toBe(en.integer(first.closed));
    expect(cell(firstRow, 5).textContent).toBe(en.duration(first.avgFirstResponseSec));
    expect(cell(firstRow, 8).textContent).toBe(`${en.percent(first.csatPct)}${en.integer(first.rated)} rated`);
    expect(screen.getByTestId('total-conversations-value').textContent).toBe(en.integer(api.totals.conversations));
    expect(screen.getByTestId('total-sla-value').textContent).toBe(en.percent(api.totals.slaPct));

    // Most closed first (equal figures alphabetically).
    fireEvent.click(document.querySelector<HTMLElement>('th[data-column="closed"]')!);
    const mostClosed = sortRows(alphabetical, (row) => row.closed, 'descend');
    await waitFor(() => expect(names()).toEqual(mostClosed.map((row) => row.agentName)));
    // Missing figures stay last whichever way a column is sorted.
    fireEvent.click(document.querySelector<HTMLElement>('th[data-column="csat"]')!);
    const bestCsat = sortRows(alphabetical, (row) => row.csatPct, 'descend');
    await waitFor(() => expect(names()).toEqual(bestCsat.map((row) => row.agentName)));

    fireEvent.click(screen.getByRole('button', { name: 'Export “Agents” as CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toBe(`agent-performance_${from}_${to}.csv`);
    const [header, ...records] = parseCsv(await readBlob(downloads.blobs[0]));
    expect(header).toEqual([
      'Agent',
      'Assigned',
      'Closed',
      'Missed',
      'Transferred',
      'Transfers received',
      'Avg first response (sec)',
      'Avg handle time (sec)',
      'Messages sent',
      'CSAT (%)',
      'Rated',
      'Within SLA (%)',
      'First responses within SLA',
      'First responses',
    ]);
    expect(records.map((record) => record[0])).toEqual(names());
    const top = bestCsat[0];
    const text = (value: number | null) => (value === null ? '' : String(value));
    expect(records[0]).toEqual([
      top.agentName,
      String(top.assigned),
      String(top.closed),
      String(top.missed),
      String(top.transferred),
      String(top.transferredIn),
      text(round1(top.avgFirstResponseSec)),
      text(round1(top.avgHandleSec)),
      String(top.messagesSent),
      text(round1(top.csatPct)),
      String(top.rated),
      text(round1(top.slaPct)),
      String(top.slaMet),
      String(top.slaResponded),
    ]);
  });

  it('filters by department through the URL, opens an agent’s trend with agentId in the URL, and Escape closes it', async () => {
    const { from, to } = presetDays(server(), 'last28');
    const all = await apiReport({ from, to });
    const filtered = await apiReport({ from, to, departmentId: 2 });
    expect(filtered.agents.length).toBeLessThan(all.agents.length);
    const first = byName(filtered.agents)[0];
    const trend = await apiReport({ from, to, departmentId: 2, agentId: first.agentId });
    const department = server().db.departments.find(2) as unknown as { name: string };

    await renderRoute('/live-agent/agent-performance?range=last28');
    await showsAgents(all.agents.length);
    await pickFilter('Department', department.name);
    await waitFor(() => expect(location()).toContain('departmentId=2'));
    await waitFor(() => expect(names()).toEqual(byName(filtered.agents).map((row) => row.agentName)));
    expect(screen.getByTestId('total-conversations-value').textContent).toBe(en.integer(filtered.totals.conversations));

    fireEvent.click(within(rows()[0]).getByRole('button', { name: first.agentName }));
    await waitFor(() => expect(location()).toContain(`agentId=${first.agentId}`));
    const drawer = await screen.findByTestId('agent-trend');
    expect(within(drawer).getByText(`${first.agentName}: daily trend`)).toBeInTheDocument();
    expect(
      await within(drawer).findByRole('img', {
        name: `Conversations closed, average first response and CSAT per day for ${first.agentName}`,
      }),
    ).toBeInTheDocument();
    expect(within(drawer).getByTestId('trend-closed-value').textContent).toBe(en.integer(trend.totals.closed));
    expect(within(drawer).getByTestId('trend-avgFirstResponse-value').textContent).toBe(
      en.duration(trend.totals.avgFirstResponseSec),
    );
    // The readable alternative: one row per day of the period with the API's figures.
    const days = Array.from(within(drawer).getByTestId('trend-days').querySelectorAll('tbody tr.ant-table-row'));
    expect(days).toHaveLength(28);
    const lastDay = trend.trend!.find((point) => point.date === to)!;
    expect(days[27].textContent).toBe(
      `${en.date(to)}${en.integer(lastDay.closed)}${en.duration(lastDay.avgFirstResponseSec)}${en.percent(lastDay.csatPct)}`,
    );

    fireEvent.keyDown(drawer, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(location()).not.toContain('agentId'));
    expect(location()).toContain('range=last28');
    expect(location()).toContain('departmentId=2');
  });

  it('speaks German and opens the trend straight from a bookmark', async () => {
    const { from, to } = last7();
    const all = await apiReport({ from, to });
    const name = all.agents.find((row) => row.agentId === 1)!.agentName;
    await i18n.changeLanguage('de');
    try {
      await renderRoute('/live-agent/agent-performance?agentId=1');
      await showsAgents(all.agents.length);
      expect(document.querySelector('th[data-column="closed"]')?.textContent).toBe('Geschlossen');
      expect(document.querySelector('th[data-column="avgHandle"]')?.textContent).toBe('Ø Bearbeitungszeit');
      expect(await screen.findByText(`${name}: Tagesverlauf`)).toBeInTheDocument();
      fireEvent.click(within(screen.getByTestId('agent-trend')).getByRole('button', { name: /close|schließen/i }));
      await waitFor(() => expect(location()).not.toContain('agentId'));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
