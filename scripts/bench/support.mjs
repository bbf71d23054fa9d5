// What every bench measure shares: the served build's URLs, signing in, the median.
import { readConfig } from '../apps.mjs';
import { middayTimeZone } from '../working-day.mjs';

/** The bench serves on the app ports + 100 (3100–3106) so it never clashes with `npm start` or the e2e suite. */
export const PORT_OFFSET = 100;

export const median = (values) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The runtime config with every port shifted by PORT_OFFSET, served as the shell's config.json. The organisation is put
 * at midday, so every measure meets a working day's dashboard and simulation whatever the hour.
 */
export function benchConfig() {
  const shifted = structuredClone(readConfig());
  shifted.mock = { ...shifted.mock, timeZone: middayTimeZone() };
  shifted.shellPort += PORT_OFFSET;
  for (const remote of Object.values(shifted.remotes)) {
    const url = new URL(remote.entry);
    url.port = String(Number(url.port) + PORT_OFFSET);
    remote.entry = url.toString();
  }
  return shifted;
}

/** Signs in as the demo admin and waits for the Live Agent dashboard's content. */
export async function signIn(page, shellUrl) {
  await page.goto(`${shellUrl}/login`);
  await page.getByLabel(/email/i).fill('admin@demo.com');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/live-agent/dashboard');
  await page.getByTestId('remote-content').waitFor();
}

/** What a screen shows while its data is on the way (a live region with role="status" is not one of them). */
export const WAITING = '.ant-skeleton, .ant-spin-spinning, [aria-busy="true"]';

/** Resolves in the page once the dashboard shows its figures (its cards rendered, no skeleton or spinner left). */
export async function waitForDashboardFigures(page) {
  await page.waitForFunction((waiting) => {
    const area = document.querySelector('[data-testid="remote-content"][data-remote="liveAgent"]');
    return Boolean(area && area.textContent.trim() && !area.querySelector(waiting));
  }, WAITING);
}

/**
 * Context options for the weight measures: their budgets are gzip bytes (the figure every comparison uses), while the
 * servers give a browser that accepts it the build's brotli files, about 16% smaller (scripts/serve.mjs).
 */
export const GZIP_ONLY = { extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' } };

/** One row of the bench table. `ok` undefined means the figure has no budget (shown for information). */
export const row = (what, value, budget, ok) => ({ what, value, budget, ok });

/**
 * A row whose budget is a time on the reference machine: scripts/bench.mjs scales the budget by the reference
 * workload measured around this measure (calibration.mjs, docs/bench.md "Calibration") and gives the verdict, and
 * shows the figure as a multiple of the reference workload too.
 */
export const timeRow = (what, ms, budgetMs) => ({ what, ms, budgetMs });

/**
 * Calls `onScript({ url, bytes, at })` for every JS file the context's pages and their workers download, once per URL.
 * A worker's own chunks (the mock server's, docs/architecture.md "Mirage in a worker") come through importScripts
 * with the resource type 'other', so they are recognised by their path; a file both the page and the worker load
 * crosses the network once (hashed files are cached), so it counts once.
 */
export function trackScripts(context, onScript) {
  const seen = new Set();
  context.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    const isJs = type === 'script' || (type === 'other' && /\.js$/.test(new URL(url).pathname));
    if (!isJs || seen.has(url)) return;
    seen.add(url);
    onScript({ url, bytes: Number(response.headers()['content-length'] ?? 0), at: Date.now() });
  });
}

/**
 * Installed before any script of the page (context.addInitScript): records every main-thread long task (the
 * browser's `longtask` entries, over 50 ms), buffered ones included, in `window.__longTasks`.
 */
export const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__longTasksUnsupported = String(error);
  }`;

/**
 * Installed before any script of the page (context.addInitScript): every interaction from the page's start, grouped
 * by interactionId as INP groups them (one interaction = the longest of its pointerdown / pointerup / click / key
 * events, input to next paint), in `window.__interactions` (`{ duration, name }` by id). A measure reads and clears it
 * around each action.
 */
export const EVENT_TIMING_OBSERVER = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId);
      if (!known || entry.duration > known.duration) window.__interactions.set(entry.interactionId, { duration: entry.duration, name: entry.name });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

/** The long tasks LONG_TASK_OBSERVER recorded so far (`{ start, duration }`, ms from navigation start). */
export const longTasksOf = (page) => page.evaluate(() => window.__longTasks.slice());
export const longestTask = (tasks) => tasks.reduce((max, task) => Math.max(max, task.duration), 0);
export const describeTasks = (tasks) =>
  tasks.map((task) => `${task.duration} ms at ${task.start} ms`).join(', ') || 'none';
