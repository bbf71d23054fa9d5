// Lighthouse on the two pages everyone sees: the sign-in page (signed out) and the Live Agent dashboard (signed in),
// with the desktop preset (an admin dashboard is used on a desktop: 1350×940 at DPR 1, simulated 40 ms RTT and
// 10 Mbit/s, no CPU slowdown; docs/architecture.md, Lighthouse). Each page is loaded cold (HTTP cache cleared) a few
// times: the performance score is the median (it moves with the machine's load), accessibility and best practices
// are the same on every run. The failing audits go into the results and to stderr, so the next person knows what
// to fix. BENCH_LIGHTHOUSE_DIR=<dir> also keeps every run's full report (JSON, opens in the Lighthouse viewer).
//
// Lighthouse drives its own tab over the DevTools port, so this measure launches its own Chromium (Debian's, never a
// downloaded one) with a persistent profile: the tab Lighthouse opens shares localStorage, where signing in left the
// session (libs/auth session.ts), and the bench's browser stays as it was for the other measures.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { median, row, signIn } from './support.mjs';

// BENCH_LIGHTHOUSE_RUNS=1 for a quick look while fixing (the budget rows want the median of 3).
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const CATEGORIES = Object.keys(BUDGETS);
const TITLES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
// Lighthouse counts an audit as passed from 0.9 (its green); a binary audit passes only at 1.
const PASS = 0.9;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The audits of a category that did not pass (informative, manual and not applicable ones have no score). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
    .filter(({ audit }) => typeof audit.score === 'number' && audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : PASS))
    // weight 0: a diagnostic that does not move the score itself (often the cause of a metric that does).
    .map(({ audit, weight }) => ({ category, id: audit.id, title: audit.title, score: audit.score, weight, displayValue: audit.displayValue }));
}

async function runOnce(url, port, resetStorage) {
  const outcome = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: !resetStorage, onlyCategories: CATEGORIES },
    desktopConfig,
  );
  const { lhr } = outcome;
  if (process.env.BENCH_LIGHTHOUSE_DIR) {
    fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`), outcome.report);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]));
  return { scores, failing: CATEGORIES.flatMap((category) => failingAudits(lhr, category)), finalUrl: lhr.finalDisplayedUrl };
}

export async function measure({ shellUrl }) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    // Playwright turns the back/forward cache off by default; on, Lighthouse's bf-cache audit tells the page's own reasons.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--no-sandbox', '--headless=new', `--remote-debugging-port=${port}`, '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const pages = [
    // Signed out: Lighthouse clears the origin's storage and cache before each run.
    { key: 'signIn', name: 'sign-in page', url: `${shellUrl}/login`, resetStorage: true },
    // Signed in: the session stays in localStorage; only the HTTP cache is cleared (below), so each load is cold.
    { key: 'dashboard', name: 'Live Agent dashboard', url: `${shellUrl}/live-agent/dashboard`, resetStorage: false, signIn: true },
  ];
  const results = {};
  const rows = [];
  try {
    for (const target of pages) {
      if (target.signIn) {
        await signIn(page, shellUrl);
        // Parked on a blank page so its timers (the live simulation) do not compete with the measured tab.
        await page.goto('about:blank');
      }
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (!target.resetStorage) await cdp.send('Network.clearBrowserCache');
        const run = await runOnce(target.url, port, target.resetStorage);
        if (target.signIn && !run.finalUrl.includes('/live-agent/dashboard')) throw new Error(`Lighthouse ended on ${run.finalUrl}, not the dashboard: not signed in?`);
        runs.push(run);
        console.error(`[lighthouse] ${target.name} run ${i + 1}: ${CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ')}`);
      }
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]));
      // The failing audits of the run whose performance score is the median one (the others differ only in timing).
      const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
      results[target.key] = { scores, runs: runs.map((run) => run.scores), failing: medianRun.failing };
      for (const audit of medianRun.failing) {
        console.error(`[lighthouse] ${target.name} — ${audit.category}: ${audit.id} (${audit.title})${audit.displayValue ? ` ${audit.displayValue}` : ''}, score ${audit.score}, weight ${audit.weight}`);
      }
      for (const category of CATEGORIES) {
        const what = `Lighthouse ${TITLES[category]}, ${target.name}${category === 'performance' ? `, median of ${RUNS}` : ''}`;
        const budget = BUDGETS[category] === 100 ? '= 100' : `≥ ${BUDGETS[category]}`;
        rows.push(row(what, `${scores[category]} (${runs.map((run) => run.scores[category]).join(', ')})`, budget, scores[category] >= BUDGETS[category]));
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return { results: { lighthouse: { preset: 'desktop', ...results } }, rows };
}
