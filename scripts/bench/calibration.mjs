// What the machine is worth, measured in the bench's own Chromium, so that the figures of one run can be read
// against another machine's (docs/bench.md, "Calibration"):
//  - Lighthouse's benchmarkIndex (its own page function, the one every Lighthouse run reports as
//    lhr.environment.benchmarkIndex), and the CPU slowdown Lighthouse's calculator derives from it;
//  - the reference workload: a fixed, deterministic piece of the app's kind of main-thread work (JSON in and out,
//    sorting and formatting records, building a table in the DOM and laying it out twice), timed in a page, median of
//    several runs. Every time budget is for the reference machine; on another machine it is scaled by how long the
//    reference workload takes there (`scaledBudget`).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './support.mjs';

/**
 * The reference workload on the reference machine: the kind of 2-core machine the budgets were set on (every budget
 * met). Measured as the workload's thread CPU time in a Chromium trace (`tdur` of its task, median of 15: 49 ms,
 * 46–79), which is its wall time on that machine when nothing else runs, and which others' load barely moves (the
 * wall times of the same 15 runs went from 60 to 2,216 ms on a machine at load 30). Measure it again that way if the
 * workload changes (docs/bench.md, Calibration).
 */
export const REFERENCE_MS = 48;

/**
 * The factor a time budget is multiplied by: this machine's reference workload over the reference machine's, kept
 * within [MIN_FACTOR, MAX_FACTOR]. Below MIN_FACTOR a much faster machine would be held to budgets that the fixed
 * parts of a measure (a frame, a message to the mock server's worker) cannot meet; above MAX_FACTOR the machine is
 * too slow or too loaded for its figures to say anything about the app, and its budgets stop growing (the run says
 * so in its calibration rows).
 */
export const MIN_FACTOR = 0.75;
export const MAX_FACTOR = 2.5;

const RUNS = 9;
const WARM_UP = 2;

/**
 * Runs in the page. Deterministic: the same records, the same DOM, the same checksum on every machine. About 48 ms
 * on the reference machine: long enough to dwarf the timer's resolution, short enough to run between measures.
 */
function referenceWorkload() {
  const started = performance.now();
  // A seeded generator (mulberry32): the same records everywhere.
  let seed = 0x5eed;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const statuses = ['open', 'pending', 'closed', 'missed'];
  const records = Array.from({ length: 500 }, (_, i) => ({
    id: `conv-${i}`,
    agent: `Agent ${Math.floor(random() * 40)}`,
    status: statuses[Math.floor(random() * statuses.length)],
    startedAt: 1_700_000_000_000 + Math.floor(random() * 86_400_000 * 30),
    waitMs: Math.floor(random() * 120_000),
    messages: Array.from({ length: 4 }, () => ({
      from: random() < 0.5 ? 'agent' : 'visitor',
      text: `message ${Math.floor(random() * 1e6)}`,
    })),
  }));
  // An API answer: out and back in as JSON, as the mock server's worker and the client do.
  const parsed = JSON.parse(JSON.stringify({ items: records, total: records.length }));
  // A report: grouped, sorted, formatted.
  const byAgent = new Map();
  for (const record of parsed.items) {
    const row = byAgent.get(record.agent) ?? { agent: record.agent, chats: 0, waitMs: 0, closed: 0 };
    row.chats += 1;
    row.waitMs += record.waitMs;
    if (record.status === 'closed') row.closed += 1;
    byAgent.set(record.agent, row);
  }
  const sorted = [...parsed.items].sort((a, b) => b.waitMs - a.waitMs || a.id.localeCompare(b.id));
  const rows = sorted.slice(0, 100).map((record) => [
    record.id,
    record.agent,
    record.status.toUpperCase(),
    new Date(record.startedAt).toISOString().slice(0, 16).replace('T', ' '),
    `${(record.waitMs / 1000).toFixed(1)} s`,
    record.messages
      .map((message) => message.text)
      .join(' / ')
      .replace(/\d+/g, (digits) => digits.length),
  ]);
  // A table on screen: built, laid out, restyled and laid out again (a sort's re-render), then removed.
  const host = document.createElement('div');
  host.style.cssText = 'position:absolute;left:0;top:0;width:1200px;font:14px sans-serif';
  const table = document.createElement('table');
  for (const cells of rows) {
    const tr = document.createElement('tr');
    for (const text of cells) {
      const td = document.createElement('td');
      td.textContent = text;
      td.style.padding = '4px 8px';
      tr.appendChild(td);
    }
    table.appendChild(tr);
  }
  host.appendChild(table);
  document.body.appendChild(host);
  let checksum = host.offsetHeight;
  host.style.width = '900px';
  table.style.fontSize = '13px';
  checksum += host.offsetHeight + byAgent.size;
  host.remove();
  return { ms: performance.now() - started, checksum };
}

/** The reference workload's median in a fresh page of `browser` (`prepare(page)` may throttle it first). */
export async function referenceMs(browser, { prepare, runs = RUNS } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await prepare?.(page);
    await page.setContent('<!doctype html><html><body></body></html>');
    const times = [];
    for (let i = 0; i < WARM_UP + runs; i += 1) {
      const { ms } = await page.evaluate(referenceWorkload);
      if (i >= WARM_UP) times.push(ms);
    }
    return { ms: median(times), runs: times.map((ms) => Math.round(ms * 10) / 10) };
  } finally {
    await context.close();
  }
}

/** Lighthouse's benchmarkIndex, computed by its own page function in `page` (about 1 s each): median of `runs`. */
export async function benchmarkIndexIn(page, runs = 3) {
  const values = [];
  for (let i = 0; i < runs; i += 1) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return { index: Math.round(median(values)), runs: values };
}

/** benchmarkIndex in a fresh page of `browser` (`prepare(page)` may throttle it first). */
export async function benchmarkIndex(browser, { prepare, runs = 3 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await prepare?.(page);
    return await benchmarkIndexIn(page, runs);
  } finally {
    await context.close();
  }
}

/**
 * The CPU slowdown that makes this machine behave like Lighthouse's reference mobile device (the mid-tier phone its
 * mobile preset models), as Lighthouse's throttling docs say to calibrate it (docs/throttling.md, "Calibrating the
 * CPU slowdown", and the CPU throttling calculator it links): piecewise linear in benchmarkIndex, 1× at 150, 2× at
 * 800, 3× at 1300, then one more per 233 (4× at 1533, Lighthouse's default for a high-end desktop).
 */
export function mobileSlowdown(index) {
  if (!Number.isFinite(index) || index < 150) return 1; // too slow to emulate the reference device: no slowdown
  if (index < 800) return 1 + (index - 150) / 650;
  if (index < 1300) return 2 + (index - 800) / 500;
  return 3 + (index - 1300) / 233;
}

/** The factor a time budget is scaled by, from this run's reference workload (see MIN_FACTOR, MAX_FACTOR). */
export function budgetFactor(hereMs) {
  const raw = hereMs / REFERENCE_MS;
  return { raw, used: Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, raw)) };
}
