// Lighthouse on the two pages everyone sees: the sign-in page (signed out) and the Live Agent dashboard (signed in),
// with the desktop preset (an admin dashboard is used on a desktop: 1350×940 at DPR 1, simulated 40 ms RTT and
// 10 Mbit/s; docs/architecture.md, Lighthouse) and a CPU slowdown calibrated from the benchmarkIndex Lighthouse
// measures in each run (`cpuSlowdown`, `runOnce`: the same simulated CPU on every machine; docs/bench.md,
// Calibration). Each page is loaded cold (HTTP cache cleared) a few
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
import chromiumArgs from '../chromium-args.cjs';
import { benchmarkIndexIn, mobileSlowdown } from './calibration.mjs';

// BENCH_LIGHTHOUSE_RUNS=1 for a quick look while fixing (the budget rows want the median of 3).
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };
const CATEGORIES = Object.keys(BUDGETS);
const TITLES = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices' };
// Lighthouse counts an audit as passed from 0.9 (its green); a binary audit passes only at 1.
const PASS = 0.9;
// What Lighthouse's calculator gives its reference desktop (benchmarkIndex 1533, where it says 4×: Lighthouse's
// default slowdown, meant to turn a high-end desktop into its reference mobile device).
const REFERENCE_DESKTOP_SLOWDOWN = 4;

/**
 * The CPU slowdown for this machine's benchmarkIndex. Lighthouse's calculator gives the slowdown that makes the
 * machine behave like Lighthouse's reference mobile device. The desktop preset runs at 1×, i.e. it takes the host
 * for Lighthouse's reference desktop; so the slowdown that makes this machine behave like that desktop is the
 * calculator's figure over the reference desktop's (below 1 on a slower machine: Lantern then shortens the observed
 * tasks). BENCH_LIGHTHOUSE_CPU=mobile uses the calculator's figure itself (the phone), =<number> a fixed one.
 */
export function cpuSlowdown(index, target = process.env.BENCH_LIGHTHOUSE_CPU || 'desktop') {
  const mobile = mobileSlowdown(index);
  if (target === 'mobile')
    return {
      multiplier: round2(mobile),
      calibration: `benchmarkIndex ${index}: ${mobile.toFixed(2)}× to Lighthouse's reference mobile device, by its calculator`,
    };
  if (Number(target) > 0) return { multiplier: Number(target), calibration: 'fixed by BENCH_LIGHTHOUSE_CPU' };
  const desktop = mobile / REFERENCE_DESKTOP_SLOWDOWN;
  return {
    multiplier: round2(desktop),
    calibration: `benchmarkIndex ${index}: ${mobile.toFixed(2)}× to Lighthouse's reference mobile device by its calculator, ÷ ${REFERENCE_DESKTOP_SLOWDOWN} (its reference desktop's) for the desktop preset`,
  };
}
const round2 = (value) => Math.round(value * 100) / 100;

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
  return (
    lhr.categories[category].auditRefs
      .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
      .filter(
        ({ audit }) =>
          typeof audit.score === 'number' && audit.score < (audit.scoreDisplayMode === 'binary' ? 1 : PASS),
      )
      // weight 0: a diagnostic that does not move the score itself (often the cause of a metric that does).
      .map(({ audit, weight }) => ({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight,
        displayValue: audit.displayValue,
      }))
  );
}

const withSlowdown = (multiplier) => ({
  ...desktopConfig,
  settings: {
    ...desktopConfig.settings,
    throttling: { ...desktopConfig.settings.throttling, cpuSlowdownMultiplier: multiplier },
  },
});

/**
 * One Lighthouse run in two passes: it gathers (loads the page, measures its benchmarkIndex just before, keeps the
 * trace), then audits those artifacts with the slowdown calibrated from the machine around that load. The slowdown
 * only matters to the audits (Lantern simulates the load from the observed trace; `simulate` sets no throttling in
 * the page), so the machine as it was during the load sets it: the mean of Lighthouse's index just before it and one
 * taken in `benchPage` just after (`benchmarkIndexIn`). One index before the load alone swung the slowdown with
 * whatever the machine did in that second (1,568 to 2,868 within minutes here). `estimate` is used for the gather
 * settings (Lighthouse's requestIdleCallback shim reads it), then replaced in the saved settings.
 */
async function runOnce(url, port, resetStorage, estimate, benchPage) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: !resetStorage,
    onlyCategories: CATEGORIES,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-run-'));
  let outcome;
  let slowdown;
  let index;
  let indexes;
  try {
    await lighthouse(url, { ...flags, gatherMode: dir }, withSlowdown(estimate.multiplier));
    const file = path.join(dir, 'artifacts.json');
    const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'));
    const after = (await benchmarkIndexIn(benchPage, 1)).index;
    index = Math.round((artifacts.BenchmarkIndex + after) / 2);
    indexes = [Math.round(artifacts.BenchmarkIndex), after];
    slowdown = cpuSlowdown(index);
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown.multiplier;
    fs.writeFileSync(file, JSON.stringify(artifacts));
    outcome = await lighthouse(url, { ...flags, auditMode: dir }, withSlowdown(slowdown.multiplier));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const { lhr } = outcome;
  if (process.env.BENCH_LIGHTHOUSE_DIR) {
    fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`),
      outcome.report,
    );
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
  );
  return {
    scores,
    failing: CATEGORIES.flatMap((category) => failingAudits(lhr, category)),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: index,
    benchmarkIndexAround: indexes,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    calibration: slowdown.calibration,
  };
}

export async function measure({ shellUrl, machine }) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    // Playwright turns the back/forward cache off by default; on, Lighthouse's bf-cache audit tells the page's own reasons.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [...chromiumArgs.headlessArgs(), '--headless=new', `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const pages = [
    // Signed out: Lighthouse clears the origin's storage and cache before each run.
    { key: 'signIn', name: 'sign-in page', url: `${shellUrl}/login`, resetStorage: true },
    // Signed in: the session stays in localStorage; only the HTTP cache is cleared (below), so each load is cold.
    {
      key: 'dashboard',
      name: 'Live Agent dashboard',
      url: `${shellUrl}/live-agent/dashboard`,
      resetStorage: false,
      signIn: true,
    },
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
      // The bench's first index is the gather pass's estimate; each run's own index sets its slowdown (runOnce).
      const estimate = cpuSlowdown(machine.benchmarkIndex);
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        if (!target.resetStorage) await cdp.send('Network.clearBrowserCache');
        const run = await runOnce(target.url, port, target.resetStorage, estimate, page);
        if (target.signIn && !run.finalUrl.includes('/live-agent/dashboard'))
          throw new Error(`Lighthouse ended on ${run.finalUrl}, not the dashboard: not signed in?`);
        runs.push(run);
        console.error(
          `[lighthouse] ${target.name} run ${i + 1}: ${CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(', ')}; CPU slowdown ${run.cpuSlowdownMultiplier}× (${run.calibration}; before and after the load ${run.benchmarkIndexAround.join(' and ')})`,
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
      );
      // The failing audits of the run whose performance score is the median one (the others differ only in timing).
      const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
        Math.floor(runs.length / 2)
      ];
      results[target.key] = {
        scores,
        runs: runs.map((run) => run.scores),
        failing: medianRun.failing,
        benchmarkIndex: runs.map((run) => run.benchmarkIndex),
        benchmarkIndexAround: runs.map((run) => run.benchmarkIndexAround),
        cpuSlowdownMultiplier: runs.map((run) => run.cpuSlowdownMultiplier),
      };
      for (const audit of medianRun.failing) {
        console.error(
          `[lighthouse] ${target.name} — ${audit.category}: ${audit.id} (${audit.title})${audit.displayValue ? ` ${audit.displayValue}` : ''}, score ${audit.score}, weight ${audit.weight}`,
        );
      }
      for (const category of CATEGORIES) {
        const what = `Lighthouse ${TITLES[category]}, ${target.name}${category === 'performance' ? `, median of ${RUNS}, CPU slowdown ${runs.map((run) => `${run.cpuSlowdownMultiplier}×`).join(', ')} (benchmarkIndex ${runs.map((run) => run.benchmarkIndex).join(', ')})` : ''}`;
        const budget = BUDGETS[category] === 100 ? '= 100' : `≥ ${BUDGETS[category]}`;
        rows.push(
          row(
            what,
            `${scores[category]} (${runs.map((run) => run.scores[category]).join(', ')})`,
            budget,
            scores[category] >= BUDGETS[category],
          ),
        );
      }
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const multipliers = Object.values(results).flatMap((result) => result.cpuSlowdownMultiplier);
  return {
    results: {
      lighthouse: {
        preset: 'desktop',
        cpuSlowdownMultiplier: `${Math.min(...multipliers)}–${Math.max(...multipliers)}`,
        calibration:
          "each run's benchmarkIndex (mean of the one before its load and one after) → Lighthouse's calculator ÷ 4",
        ...results,
      },
    },
    rows,
  };
}
