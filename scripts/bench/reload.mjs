// A list screen reloaded signed in: from the page's load event to its rows on screen, median of five reloads per
// screen. The invoice and users lists are demo screens, whose routes live in the mock server's last chunk; they took
// 3.2–3.6 s after the load event where the product's screens took 0.5–1.5 s. The agents list (a product screen) is
// measured beside them for comparison. `BENCH_RELOAD_TRACE=1` also prints, per reload, the page's and the mock
// worker's timeline (boot marks, the worker's chunks and history), which is how the wait was found.
import { WAITING, median, signIn, timeRow } from './support.mjs';

const RELOADS = Number(process.env.BENCH_RELOADS) || 5;
const BUDGET_MS = 1500;

const SCREENS = [
  { name: 'invoice list (commerce-invoice)', path: '/apps/invoice/list' },
  { name: 'users list (pages)', path: '/apps/user/list' },
  { name: 'agents list (live-agent)', path: '/live-agent/agents' },
];

// In the page from its start: when the list's rows are on screen with nothing still loading (checked every frame).
const ROWS_PROBE = `
  (function probe() {
    const area = document.querySelector('[data-testid="remote-content"]');
    const rows = area?.querySelector('.ant-table-tbody tr.ant-table-row');
    if (rows && !area.querySelector(${JSON.stringify(WAITING)})) window.__rowsAt = performance.now();
    else requestAnimationFrame(probe);
  })();`;

const trace = process.env.BENCH_RELOAD_TRACE === '1';

// With the trace: each request the page hands the mock worker, and its answer, with their times.
const REQUEST_PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  window.__mockRequests = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => {
        const sent = window.__mockRequests.find((request) => request.id === data?.id);
        if (sent) sent.answered = performance.now();
      });
    }
    postMessage(message, ...rest) {
      if (message && message.url) window.__mockRequests.push({ id: message.id, url: message.method + ' ' + message.url, sent: performance.now() });
      return super.postMessage(message, ...rest);
    }
  };`;

async function workerTimeline(page) {
  const lines = [];
  for (const worker of page.workers()) {
    const entries = await worker
      .evaluate(() =>
        performance.getEntries().map((entry) => ({
          name: entry.name,
          type: entry.entryType,
          start: Math.round(entry.startTime + performance.timeOrigin),
          duration: Math.round(entry.duration),
        })),
      )
      .catch(() => []);
    for (const entry of entries) if (entry.type === 'measure' || entry.type === 'mark') lines.push(entry);
  }
  return lines;
}

async function reloadOnce(page, screen) {
  await page.reload();
  await page.waitForFunction(() => window.__rowsAt !== undefined, undefined, { timeout: 20_000 });
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    return {
      origin: performance.timeOrigin,
      loadEvent: navigation.loadEventEnd,
      rowsAt: window.__rowsAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({
          name: entry.name.replace(/^.*\/\/[^/]+/, ''),
          start: Math.round(entry.startTime),
          end: Math.round(entry.responseEnd),
        })),
      longTasks: (window.__longTasks ?? []).map((task) => ({
        start: Math.round(task.startTime),
        duration: Math.round(task.duration),
      })),
      requests: (window.__mockRequests ?? []).map((request) => ({
        url: request.url,
        sent: Math.round(request.sent),
        answered: Math.round(request.answered ?? -1),
      })),
      marks: performance
        .getEntriesByType('mark')
        .concat(performance.getEntriesByType('measure'))
        .map((entry) => ({
          name: entry.name,
          start: Math.round(entry.startTime),
          duration: Math.round(entry.duration),
        })),
    };
  });
  const afterLoad = Math.max(0, Math.round(timing.rowsAt - timing.loadEvent));
  if (trace) {
    const worker = await workerTimeline(page);
    console.error(
      `[reload] ${screen.name}: load event ${Math.round(timing.loadEvent)} ms, rows at ${Math.round(timing.rowsAt)} ms`,
    );
    for (const mark of timing.marks) console.error(`  page   ${mark.start} ms ${mark.name} (${mark.duration} ms)`);
    for (const script of timing.scripts) console.error(`  js     ${script.start} → ${script.end} ms ${script.name}`);
    for (const task of timing.longTasks) console.error(`  task   ${task.start} ms, ${task.duration} ms`);
    for (const request of timing.requests)
      console.error(
        `  xhr    ${request.sent} → ${request.answered} ms ${request.url.replace(/^(\w+) https?:\/\/[^/]+/, '$1 ')}`,
      );
    for (const entry of worker)
      console.error(`  worker ${Math.round(entry.start - timing.origin)} ms ${entry.name} (${entry.duration} ms)`);
  }
  return afterLoad;
}

export async function measure({ browser, shellUrl }) {
  const runs = Object.fromEntries(SCREENS.map((screen) => [screen.name, []]));
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(ROWS_PROBE);
  if (trace) await context.addInitScript(REQUEST_PROBE);
  const page = await context.newPage();
  try {
    await signIn(page, shellUrl);
    for (const screen of SCREENS) {
      await page.goto(`${shellUrl}${screen.path}`);
      await page.waitForFunction(() => window.__rowsAt !== undefined, undefined, { timeout: 20_000 });
      for (let run = 0; run < RELOADS; run += 1) runs[screen.name].push(await reloadOnce(page, screen));
    }
  } finally {
    await context.close();
  }
  const medians = Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, median(values)]));
  return {
    results: { reloadToRowsMs: medians, reloadToRowsRuns: runs },
    rows: Object.entries(medians).map(([name, ms]) =>
      timeRow(`reload → ${name} rows on screen, after the load event (median of ${RELOADS})`, ms, BUDGET_MS),
    ),
    tables: [
      {
        title: 'Reloads of a list (ms from the load event to the rows, each run)',
        columns: ['screen', 'ms'],
        rows: Object.entries(runs).map(([name, values]) => [name, values.join(' / ')]),
      },
    ],
  };
}
