import { chromium } from 'playwright-core';
import { listApps } from './scripts/apps.mjs';
import { serveApps } from './scripts/serve.mjs';
import { benchConfig, signIn } from './scripts/bench/support.mjs';
const PROBE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  window.__mockRequests = [];
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) { super(...args);
      this.addEventListener('message', ({ data }) => { const sent = window.__mockRequests.find((r) => r.id === data?.id); if (sent) sent.answered = performance.now(); }); }
    postMessage(message, ...rest) { if (message && message.url) window.__mockRequests.push({ id: message.id, url: message.method + ' ' + message.url, sent: performance.now() }); return super.postMessage(message, ...rest); }
  };`;
const config = benchConfig();
const apps = listApps(config);
await serveApps({ apps, log: false, overrides: { shell: { '/config.json': JSON.stringify(config) } } });
const shellUrl = `http://localhost:${apps.find((a) => a.name === 'shell').port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext();
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  await signIn(page, shellUrl);
  await page.goto(`${shellUrl}/bench-start`);
  await page.getByTestId('navbar').waitFor();
  await page.getByTestId('app-sider').hover();
  await page.waitForLoadState('networkidle');
  for (const [testId, remote] of [['menu-dashboard', 'liveAgent'], ['menu-email', 'email']]) {
    await page.getByTestId(testId).waitFor();
    const t0 = await page.evaluate(() => performance.now());
    const ms = await page.evaluate(({ testId, remote }) => new Promise((resolve) => {
      const clickedAt = performance.now();
      document.querySelector(`[data-testid="${testId}"]`).click();
      (function shown() {
        const area = document.querySelector(`[data-testid="remote-content"][data-remote="${remote}"]`);
        const waiting = area?.querySelector('.ant-spin-spinning, .ant-skeleton, [aria-busy="true"]');
        if (area && area.textContent.trim() && !waiting) resolve(performance.now() - clickedAt);
        else requestAnimationFrame(shown);
      })();
    }), { testId, remote });
    const info = await page.evaluate((t0) => ({
      req: window.__mockRequests.filter((r) => r.sent >= t0 - 5).map((r) => `${Math.round(r.sent - t0)}→${Math.round((r.answered ?? -1) - t0)} ${r.url.replace(/^(\w+) https?:\/\/[^/]+/, '$1 ')}`),
      tasks: window.__longTasks.filter((x) => x.startTime >= t0 - 5).map((x) => `${Math.round(x.startTime - t0)}:${Math.round(x.duration)}`),
      js: performance.getEntriesByType('resource').filter((e) => e.startTime >= t0 - 5 && /\.js$/.test(e.name)).map((e) => `${Math.round(e.startTime - t0)}→${Math.round(e.responseEnd - t0)} ${e.name.replace(/^.*\/\/[^/]+/, '')}`),
    }), t0);
    console.log(`run ${run} ${remote}: ${Math.round(ms)} ms`);
    console.log('  req', info.req.join('\n      '));
    console.log('  tasks', info.tasks.join(' '));
    console.log('  js', info.js.join('\n     '));
    await page.waitForTimeout(1500);
  }
  await context.close();
}
await browser.close();
process.exit(0);
