// Each report endpoint over the whole history (a year ago to today), called from the signed-in page as the app
// calls it (XHR with a token of the page's own, answered by the shell's Mirage in its worker). The report routes have no
// artificial delay, so this is the handler's own time plus the round trip (the request leaves after the page's next
// frame, docs/architecture.md, Mirage in a worker).
import { median, signIn, timeRow } from './support.mjs';

const RUNS = 7;
const BUDGET_MS = 100;
const REPORTS = ['dashboard', 'agent-performance', 'agent-analysis', 'chatbot', 'communications'];

const dayText = (date) => date.toISOString().slice(0, 10);

export async function measure({ browser, shellUrl, apiBase }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, shellUrl);
  const from = dayText(new Date(Date.now() - 365 * 86_400_000));
  const to = dayText(new Date());
  // A token of the page's own (the app keeps its access token in memory, out of a script's reach).
  const token = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', '/jwt/login');
        xhr.setRequestHeader('Content-Type', 'application/json');
        xhr.onloadend = () =>
          xhr.status === 200
            ? resolve(JSON.parse(xhr.responseText).accessToken)
            : reject(new Error(`login answered ${xhr.status}`));
        xhr.send(JSON.stringify({ email: 'admin@demo.com', password: 'admin' }));
      }),
  );
  const results = {};
  for (const name of REPORTS) {
    const times = await page.evaluate(
      async ({ url, runs, token }) => {
        const once = () =>
          new Promise((resolve, reject) => {
            const xhr = new XMLHttpRequest();
            const started = performance.now();
            xhr.open('GET', url);
            xhr.setRequestHeader('Authorization', `Bearer ${token}`);
            xhr.onloadend = () =>
              xhr.status === 200
                ? resolve(performance.now() - started)
                : reject(new Error(`${url} answered ${xhr.status}`));
            xhr.send();
          });
        const all = [];
        for (let run = 0; run < runs; run += 1) all.push(await once());
        return all;
      },
      { url: `${apiBase}/api/v1/reports/${name}?from=${from}&to=${to}`, runs: RUNS, token },
    );
    results[name] = Math.round(median(times));
  }
  await context.close();
  return {
    results: { mirageReportLatencyMs: results },
    rows: Object.entries(results).map(([name, ms]) =>
      timeRow(`Mirage /reports/${name} over the whole history (median of ${RUNS}, asked from the page)`, ms, BUDGET_MS),
    ),
  };
}
