// Agent analysis with real antd against the real Mirage report: status tags, timelines (one segment per
// API segment), utilisation and adherence as the API computes them, sorting, CSV export, the note for
// periods too long for timelines, and the error state with Retry.
import { Response } from 'miragejs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parseCsv } from '@live-agent/ui-kit';
import type { AgentAnalysisReport, AgentAnalysisRow } from '@live-agent/contracts';
import {
  renderRoute,
  setupScreenTest,
  captureDownloads,
  readBlob,
  silenceActWarnings,
  REPORT_HISTORY,
  presetDays,
} from '../../test/render';
import { createFormat } from '@live-agent/ui-kit';
import { round1, sortRows } from '../../reports/table/reportTable';
import { agentNamesIn, agentReportFromApi, agentTableRows } from '../../reports/table/agentReportTable.testing';

jest.setTimeout(60_000);
const server = setupScreenTest(REPORT_HISTORY);

silenceActWarnings();

const en = createFormat('en');
const REPORT_URL = `${window.location.origin}/api/v1/reports/agent-analysis`;

const apiReport = (params: Record<string, string | number>) =>
  agentReportFromApi<AgentAnalysisReport>('agent-analysis', params);

const rows = () => agentTableRows('analysis-table');
const names = () => agentNamesIn('analysis-table');
const rowOf = (agentId: number) =>
  document.querySelector<HTMLElement>(`[data-testid="analysis-table"] tr.ant-table-row[data-row-key="${agentId}"]`)!;
const columnOf = (row: HTMLElement, column: string) => {
  const headers = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="analysis-table"] thead th'));
  const index = headers.findIndex((header) => header.dataset.column === column);
  return row.querySelectorAll('td')[index];
};
const byName = (list: AgentAnalysisRow[]) =>
  sortRows(list, (row) => row.agentName, 'ascend', new Intl.Collator('en', { sensitivity: 'base' }));

async function showsAgents(count: number) {
  await waitFor(() => expect(rows()).toHaveLength(count), { timeout: 15_000 });
}

describe('Agent analysis', () => {
  it('shows each agent’s status, a timeline segment per API segment and the API’s figures for today; sorts and exports them', async () => {
    const { from, to } = presetDays(server(), 'today');
    const api = await apiReport({ from, to });
    const downloads = captureDownloads();
    await renderRoute('/live-agent/agent-analysis?range=today');
    await showsAgents(api.agents.length);
    expect(names()).toEqual(byName(api.agents).map((row) => row.agentName));

    for (const agent of api.agents) {
      const row = rowOf(agent.agentId);
      const tag = row.querySelector<HTMLElement>('[data-status]')!;
      expect(tag.dataset.status).toBe(agent.status);
      expect(tag.textContent).toBe({ online: 'Online', busy: 'Busy', away: 'Away', offline: 'Offline' }[agent.status]);
      expect(row.querySelectorAll('[data-testid="timeline-segment"]')).toHaveLength(agent.timeline!.length);
      expect(columnOf(row, 'utilisation').textContent).toBe(en.percent(agent.utilisationPct));
      expect(columnOf(row, 'adherence').textContent).toBe(
        agent.shiftId === null ? 'No shift' : en.percent(agent.shiftAdherencePct),
      );
      expect(columnOf(row, 'online').textContent).toBe(en.duration(agent.onlineSec));
    }
    // Each segment names its status and times, on the organisation's clock (the report's time zone).
    const clock = createFormat('en', api.timeZone);
    const agent = api.agents[0];
    const segment = agent.timeline![0];
    const start = Date.parse(segment.startedAt);
    const end = Date.parse(segment.endedAt);
    const first = rowOf(agent.agentId).querySelector('[data-testid="timeline-segment"]')!;
    expect(first.getAttribute('aria-label')).toBe(
      `${{ online: 'Online', busy: 'Busy', away: 'Away', offline: 'Offline' }[segment.status]} ${clock.time(start)}–${clock.time(end)} (${en.duration((end - start) / 1000)})`,
    );
    expect(screen.getByTestId('total-agents-value').textContent).toBe(en.integer(api.totals.agents));
    expect(screen.getByTestId('total-online-value').textContent).toBe(en.duration(api.totals.onlineSec));

    // Longest time away first.
    fireEvent.click(document.querySelector<HTMLElement>('th[data-column="away"]')!);
    const mostAway = sortRows(byName(api.agents), (row) => row.statusSec.away, 'descend');
    await waitFor(() => expect(names()).toEqual(mostAway.map((row) => row.agentName)));

    fireEvent.click(screen.getByRole('button', { name: 'Export “Agents” as CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toBe(`agent-analysis_${from}_${to}.csv`);
    const [header, ...records] = parseCsv(await readBlob(downloads.blobs[0]));
    expect(header.slice(0, 4)).toEqual(['Agent', 'Status', 'Time online (sec)', 'Busy (sec)']);
    expect(records.map((record) => record[0])).toEqual(names());
    expect(records[0][2]).toBe(String(round1(mostAway[0].onlineSec)));
  });

  it('says timelines need an agent or up to 31 days for the last year, and shows the API’s utilisation and adherence', async () => {
    const { from, to } = presetDays(server(), 'lastYear');
    const api = await apiReport({ from, to });
    expect(api.agents.every((row) => row.timeline === null)).toBe(true);
    await renderRoute('/live-agent/agent-analysis?range=lastYear');
    await showsAgents(api.agents.length);
    expect(screen.getByTestId('timeline-note').textContent).toContain(
      'Pick an agent or a period of up to 31 days to see timelines.',
    );
    expect(document.querySelector('[data-testid="status-timeline"]')).toBeNull();
    const withShift = api.agents.filter((row) => row.shiftId !== null);
    expect(withShift.length).toBeGreaterThan(0);
    for (const agent of api.agents) {
      const row = rowOf(agent.agentId);
      expect(columnOf(row, 'utilisation').textContent).toBe(en.percent(agent.utilisationPct));
      expect(columnOf(row, 'adherence').textContent).toBe(
        agent.shiftId === null ? 'No shift' : en.percent(agent.shiftAdherencePct),
      );
      const late = agent.punctuality?.lateStarts;
      expect(columnOf(row, 'lateStarts').textContent).toBe(
        late ? `${en.integer(late.count)}${late.count ? en.duration(late.minutes * 60) : ''}` : '—',
      );
    }
    expect(screen.getByTestId('total-adherence-value').textContent).toBe(en.percent(api.totals.shiftAdherencePct));
    expect(screen.getByTestId('total-utilisation-value').textContent).toBe(en.percent(api.totals.utilisationPct));
  });

  it('shows the error with Retry when the report cannot be loaded, then the figures', async () => {
    const { from, to } = presetDays(server(), 'last7');
    const api = await apiReport({ from, to });
    let fail = true;
    server().get(REPORT_URL, () => (fail ? new Response(500, {}, { message: 'Report service unavailable' }) : api));
    await renderRoute('/live-agent/agent-analysis');
    expect(await screen.findByText('The figures could not be loaded.', {}, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await showsAgents(api.agents.length);
    // A week: one bar per agent with its segments, and day ticks.
    const agent = byName(api.agents)[0];
    expect(rowOf(agent.agentId).querySelectorAll('[data-testid="timeline-segment"]')).toHaveLength(
      agent.timeline!.length,
    );
    expect(screen.getByTestId('status-legend').textContent).toBe('OnlineBusyAwayOffline');
  });
});
