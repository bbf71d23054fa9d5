// Main-thread long tasks (the browser's `longtask` entries, over 50 ms) from a cold sign-in until 10 s after the
// Live Agent dashboard shows its figures, then while the live simulation moves the history and the dashboard
// refreshes (every 10 s here). A task over 100 ms is a frame the user can feel (a click waiting, a frozen chart);
// the history build and the report caches must run in slices (docs/architecture.md, Long tasks after sign-in).
import {
  LONG_TASK_OBSERVER,
  describeTasks,
  longestTask,
  longTasksOf,
  row,
  signIn,
  timeRow,
  waitForDashboardFigures,
} from './support.mjs';

const BUDGET_MS = 100;
const AFTER_FIGURES_MS = 10_000;
const SIMULATION_MS = 15_000;

export async function measure({ browser, shellUrl }) {
  const context = await browser.newContext();
  await context.addInitScript(LONG_TASK_OBSERVER);
  const page = await context.newPage();

  // The sign-in page is a fresh document; the app navigates client-side from there on, so one list holds the
  // whole window (a reload would start a new history).
  await signIn(page, shellUrl);
  await waitForDashboardFigures(page);
  const figuresAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(AFTER_FIGURES_MS);
  const unsupported = await page.evaluate(() => window.__longTasksUnsupported);
  if (unsupported) throw new Error(`longtask entries unsupported: ${unsupported}`);
  const signInTasks = await longTasksOf(page);

  // The dashboard refreshing every 10 s while the simulation steps every few seconds: a client-side
  // navigation (popstate), as the refresh selector does, so the page and its Mirage stay.
  const simulationFrom = await page.evaluate(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('refresh', '10');
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return performance.now();
  });
  await page.waitForTimeout(SIMULATION_MS);
  await waitForDashboardFigures(page);
  const simulationTasks = (await longTasksOf(page)).filter((task) => task.start >= simulationFrom);
  await context.close();

  const all = [...signInTasks, ...simulationTasks];
  const signInLongest = longestTask(signInTasks);
  const simulationLongest = longestTask(simulationTasks);
  return {
    results: {
      longTasks: {
        figuresAtMs: Math.round(figuresAt),
        signInLongestMs: signInLongest,
        simulationLongestMs: simulationLongest,
        over50: all.length,
        signIn: signInTasks,
        simulation: simulationTasks,
      },
    },
    rows: [
      timeRow('longest main-thread task, cold sign-in → dashboard figures + 10 s', signInLongest, BUDGET_MS),
      timeRow(
        `longest main-thread task while the simulation runs (${SIMULATION_MS / 1000} s on the dashboard, auto-refresh every 10 s)`,
        simulationLongest,
        BUDGET_MS,
      ),
      row('main-thread tasks over 50 ms in both windows', String(all.length)),
    ],
    tables: [
      {
        title: 'Long tasks (over 50 ms, ms from navigation start)',
        columns: ['window', 'tasks'],
        rows: [
          [`sign-in → figures (at ${Math.round(figuresAt)} ms) + 10 s`, describeTasks(signInTasks)],
          ['simulation', describeTasks(simulationTasks)],
        ],
      },
    ],
  };
}
