// The dashboard's figures re-render only when the answer changes: a change of the page around them (here
// the auto-refresh choice in the URL) leaves the 7 × 24 heatmap alone, while a new answer redraws it.
// Each full pass over the figures is a long task in the browser (docs/architecture.md, Long tasks after sign-in).
// The heatmap asks `intensity` once per cell and render, so its calls count the heatmap's renders.
import { fireEvent, screen } from '@testing-library/react';
import type { DashboardReport } from '@live-agent/contracts';
import { apiGet, pause, renderRoute, until, setupScreenTest, REPORT_HISTORY } from '../../test/render';
import { intensity } from './dashboardView';

jest.mock('./dashboardView', () => {
  const actual = jest.requireActual<typeof import('./dashboardView')>('./dashboardView');
  return { ...actual, intensity: jest.fn(actual.intensity) };
});

jest.setTimeout(40_000);
const server = setupScreenTest(REPORT_HISTORY);

const CELLS = 7 * 24;
const cellRenders = intensity as jest.MockedFunction<typeof intensity>;

it('keeps the heatmap when only the page around it changes, and redraws it for a new answer', async () => {
  await renderRoute('/live-agent/dashboard?refresh=off');
  await screen.findByTestId('dashboard-figures', {}, { timeout: 15_000 });
  await pause(200);
  expect(cellRenders.mock.calls.length).toBeGreaterThanOrEqual(CELLS);

  cellRenders.mockClear();
  fireEvent.click(screen.getByTitle('10 sec'));
  await until(() => expect(screen.getByTestId('location').textContent).toContain('refresh=10'), 10_000);
  await pause(200);
  expect(cellRenders).not.toHaveBeenCalled();

  // A new answer: every hour one conversation busier (an equal answer keeps its arrays, so nothing would redraw).
  const report = await apiGet<DashboardReport>('/reports/dashboard');
  const busier = { ...report, heatmap: report.heatmap.map((day) => day.map((count) => count + 1)) };
  server().get(`${window.location.origin}/api/v1/reports/dashboard`, () => busier);
  fireEvent.click(screen.getByLabelText('Refresh now'));
  await until(() => expect(cellRenders.mock.calls.length).toBeGreaterThanOrEqual(CELLS), 10_000);
});
