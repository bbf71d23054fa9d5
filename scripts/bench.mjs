// `npm run bench`: measures what users feel, over the production build served as `npm start` serves it (on ports
// 3100–3106 so it never clashes with a running app or the e2e suite), in Debian's Chromium. Each measure is a module
// in scripts/bench/ returning its figures and table rows with their budgets. Prints one table, writes
// bench-results.json, and exits 1 when any budget is missed.
// The machine is measured first (Lighthouse's benchmarkIndex, and the reference workload, again around every measure
// with a time budget): time budgets are the reference machine's, scaled to this one (docs/bench.md, "Calibration").
//   --only load,menu   run some measures (`--only calibration`: only the machine)
//   --readme           also write the table into docs/bench.md (README.md's Performance section links it)
//   BENCH_CPU_THROTTLE=3   every page of the bench's browser runs with Chromium's CPU throttling at 3× (a slower
//                          machine of the same kind; Lighthouse's own browser is left as it is)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { listApps, repoRoot } from './apps.mjs';
import { serveApps } from './serve.mjs';
import chromiumArgs from './chromium-args.cjs';
import { benchConfig, median } from './bench/support.mjs';
import {
  MAX_FACTOR,
  MIN_FACTOR,
  REFERENCE_MS,
  benchmarkIndex,
  budgetFactor,
  mobileSlowdown,
  referenceMs,
} from './bench/calibration.mjs';

// In the order they run: the load measures first, on a browser that has done nothing else yet.
const MEASURES = [
  'load',
  'weight',
  'long-tasks',
  'menu',
  'interaction',
  'invoice-form',
  'reload',
  'monitor',
  'reports',
  'heap',
  'lighthouse',
];
const KNOWN = ['calibration', ...MEASURES];

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const selected = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : MEASURES;
const unknown = selected.filter((name) => !KNOWN.includes(name));
if (unknown.length) {
  console.error(`Unknown measure(s): ${unknown.join(', ')} (known: ${KNOWN.join(', ')})`);
  process.exit(2);
}

const config = benchConfig();
const servers = await serveApps({
  apps: listApps(config),
  log: false,
  overrides: { shell: { '/config.json': JSON.stringify(config) } },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: chromiumArgs.headlessArgs(),
});
const throttle = Number(process.env.BENCH_CPU_THROTTLE) || 1;
/** Applies the emulated slowdown to a page of the bench's browser (a no-op at 1×). */
const throttlingSessions = new WeakMap(); // each page keeps its session, and so its emulation, for its life
const prepare = async (page) => {
  if (throttle === 1) return;
  const session = await page.context().newCDPSession(page);
  throttlingSessions.set(page, session);
  await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
};
// Every measure opens its pages through browser.newContext().newPage(): those pages get the emulated slowdown.
const benchBrowser =
  throttle === 1
    ? browser
    : new Proxy(browser, {
        get(target, key) {
          if (key !== 'newContext') return Reflect.get(target, key);
          return async (...options) => {
            const created = await target.newContext(...options);
            const newPage = created.newPage.bind(created);
            created.newPage = async () => {
              const page = await newPage();
              await prepare(page);
              return page;
            };
            return created;
          };
        },
      });

// The machine first, before any measure has warmed or loaded it.
const machine = await benchmarkIndex(browser, { prepare });
const lighthouseSlowdown = mobileSlowdown(machine.index);
const reference = await referenceMs(browser, { prepare });
console.error(
  `[bench] machine: benchmarkIndex ${machine.index} (${machine.runs.join(', ')}), reference workload ${reference.ms.toFixed(1)} ms${throttle === 1 ? '' : `, CPU throttled ${throttle}×`}`,
);

const context = {
  browser: benchBrowser,
  machine: { benchmarkIndex: machine.index, lighthouseSlowdown },
  config,
  shellUrl: `http://localhost:${config.shellPort}`,
  // The product API origin as the shell derives it from config.json (libs/auth productApiBase).
  apiBase: config.apiBaseUrl ?? `http://localhost:${config.apiPort}`,
};

const results = {
  date: new Date().toISOString(),
  machine: {
    benchmarkIndex: machine.index,
    benchmarkIndexRuns: machine.runs,
    cpuThrottle: throttle,
    referenceMs: reference.ms,
    referenceRuns: reference.runs,
  },
  calibration: {},
  rows: [],
};
const sections = [];
const calibrationRows = [];
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
/**
 * A time row's verdict: its budget (the reference machine's) times this machine's factor, from the reference
 * workload run just before and just after the measure (both sets of runs pooled: the load may change meanwhile).
 * Where the factor was raised to MIN_FACTOR (a machine faster than that), the verdict at the factor measured is given
 * beside it: the figure as the reference machine would have measured it, against the budget itself. A fast machine
 * then cannot pass silently what the reference one would not (docs/bench.md, Calibration).
 */
function resolveTimeRow(timed, factor, hereMs) {
  const allowed = Math.round(timed.budgetMs * factor.used);
  const floored = factor.raw < factor.used;
  const allowedAtMeasured = Math.round(timed.budgetMs * factor.raw);
  const okAtMeasured = timed.ms <= allowedAtMeasured;
  const atMeasured = floored
    ? `; at the × ${factor.raw.toFixed(2)} measured: ${allowedAtMeasured} ms, ${okAtMeasured ? 'ok' : 'over'}`
    : '';
  return {
    what: timed.what,
    value: `${timed.ms} ms (${(timed.ms / hereMs).toFixed(1)}× ref)`,
    budget: `≤ ${timed.budgetMs} ms × ${factor.used.toFixed(2)} = ${allowed} ms${atMeasured}`,
    ok: timed.ms <= allowed,
    ...(floored ? { okAtMeasured, allowedAtMeasuredMs: allowedAtMeasured } : {}),
    ms: timed.ms,
    budgetMs: timed.budgetMs,
    allowedMs: allowed,
    ratioToReference: Math.round((timed.ms / hereMs) * 100) / 100,
  };
}
try {
  for (const name of MEASURES.filter((measure) => selected.includes(measure))) {
    const started = Date.now();
    const { measure } = await import(`./bench/${name}.mjs`);
    const before = name === 'weight' ? null : await referenceMs(benchBrowser, { runs: 5 });
    const outcome = await measure(context);
    Object.assign(results, outcome.results);
    sections.push(...(outcome.tables ?? []));
    // Around every measure that depends on the CPU (not the bytes): Lighthouse's scores too are only as good as the
    // machine was steady while it ran (it calibrates from an index measured before each load).
    if (name !== 'weight') {
      const after = await referenceMs(benchBrowser, { runs: 5 });
      const runs = [...before.runs, ...after.runs];
      const hereMs = median(runs);
      const factor = budgetFactor(hereMs);
      results.calibration[name] = { referenceMs: hereMs, factor: factor.raw, factorUsed: factor.used, runs };
      calibrationRows.push([
        name,
        `${fmt(hereMs)} ms (${fmt(Math.min(...runs))}–${fmt(Math.max(...runs))})`,
        factor.raw.toFixed(2),
        factor.used.toFixed(2),
      ]);
      console.error(
        `[bench] ${name}: reference workload ${fmt(hereMs)} ms around it, time budgets × ${factor.used.toFixed(2)}`,
      );
      results.rows.push(...outcome.rows.map((r) => (r.budgetMs === undefined ? r : resolveTimeRow(r, factor, hereMs))));
    } else results.rows.push(...outcome.rows);
    console.error(`[bench] ${name} measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await browser.close();
  await servers.close();
}

const mark = (ok) => (ok === undefined ? '' : ok ? 'ok' : '**over**');
const lighthouseLine = results.lighthouse
  ? `; Lighthouse CPU slowdown ${results.lighthouse.cpuSlowdownMultiplier}× (${results.lighthouse.calibration})`
  : '';
const machineLine = `machine: benchmarkIndex ${machine.index}; reference workload ${fmt(reference.ms)} ms (reference machine ${REFERENCE_MS} ms)${throttle === 1 ? '' : `; CPU throttled ${throttle}× (emulated slower machine)`}${lighthouseLine}`;
// A machine past the clamp is too slow or too loaded for its time verdicts to say anything about the app.
const beyond = Object.entries(results.calibration).filter(([, calibration]) => calibration.factor > MAX_FACTOR);
const warning = beyond.length
  ? `**Machine outside the calibrated range** during ${beyond.map(([name, calibration]) => `${name} (× ${calibration.factor.toFixed(1)})`).join(', ')}: the reference workload took more than ${MAX_FACTOR}× the reference machine's, so those verdicts are the machine's, not the app's. Measure again on a quieter machine.`
  : '';
if (warning) console.error(`[bench] ${warning.replaceAll('**', '')}`);
// The rows that pass only because the machine's factor was raised to the floor.
const passedOnTheFloor = results.rows.filter((r) => r.ok && r.okAtMeasured === false);
const floorLine = passedOnTheFloor.length
  ? `Within budget only at the floor's × ${MIN_FACTOR} (over at the factor this machine measured): ${passedOnTheFloor.map((r) => r.what).join('; ')}.`
  : '';
if (floorLine) console.error(`[bench] ${floorLine}`);
const lines = [
  machineLine,
  ...(warning ? ['', warning] : []),
  ...(floorLine ? ['', floorLine] : []),
  '',
  '| measure | value | budget | |',
  '|---|---|---|---|',
  ...results.rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget ?? '–'} | ${mark(r.ok)} |`),
];
if (calibrationRows.length) {
  sections.unshift({
    title: `Reference workload around each measure (time budgets × its ms / ${REFERENCE_MS} ms, kept within ${MIN_FACTOR}–${MAX_FACTOR})`,
    columns: ['measure', 'reference workload (median, range)', 'factor', 'factor used'],
    rows: calibrationRows,
  });
}
for (const table of sections)
  lines.push(
    '',
    table.title,
    '',
    `| ${table.columns.join(' | ')} |`,
    `|${table.columns.map(() => '---').join('|')}|`,
    ...table.rows.map((cells) => `| ${cells.join(' | ')} |`),
  );
const output = lines.join('\n');
console.log(`\n${output}\n`);

fs.writeFileSync(path.join(repoRoot, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (args.includes('--readme')) {
  const readme = path.join(repoRoot, 'docs/bench.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start)) throw new Error(`docs/bench.md has no ${start} … ${end} block`);
  const stamp = `Last run ${results.date.slice(0, 10)} (${MEASURES.every((name) => selected.includes(name)) ? 'every measure' : selected.join(', ')}):`;
  fs.writeFileSync(
    readme,
    text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${stamp}\n\n${output}\n${end}`),
  );
}
const missed = results.rows.filter((r) => r.ok === false);
if (missed.length) {
  console.error(`[bench] ${missed.length} budget(s) missed: ${missed.map((r) => r.what).join('; ')}`);
  process.exit(1);
}
