// `npm run bench`: measures what users feel, over the production build served as `npm start` serves it (on ports
// 3100–3106 so it never clashes with a running app or the e2e suite), in Debian's Chromium. Each measure is a module
// in scripts/bench/ returning its figures and table rows with their budgets. Prints one table, writes
// bench-results.json, and exits 1 when any budget is missed.
//   --only load,menu   run some measures    --readme   also write the table into README.md (Performance)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { listApps, repoRoot } from './apps.mjs';
import { serveApps } from './serve.mjs';
import { benchConfig } from './bench/support.mjs';

// In the order they run: the load measures first, on a browser that has done nothing else yet.
const MEASURES = ['load', 'weight', 'long-tasks', 'menu', 'interaction', 'reports', 'heap', 'lighthouse'];

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const selected = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : MEASURES;
const unknown = selected.filter((name) => !MEASURES.includes(name));
if (unknown.length) {
  console.error(`Unknown measure(s): ${unknown.join(', ')} (known: ${MEASURES.join(', ')})`);
  process.exit(2);
}

const config = benchConfig();
const servers = await serveApps({ apps: listApps(config), log: false, overrides: { shell: { '/config.json': JSON.stringify(config) } } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = {
  browser,
  config,
  shellUrl: `http://localhost:${config.shellPort}`,
  // The product API origin as the shell derives it from config.json (libs/auth productApiBase).
  apiBase: config.apiBaseUrl ?? `http://localhost:${config.apiPort}`,
};

const results = { date: new Date().toISOString() };
const sections = [];
try {
  for (const name of MEASURES.filter((measure) => selected.includes(measure))) {
    const started = Date.now();
    const { measure } = await import(`./bench/${name}.mjs`);
    const outcome = await measure(context);
    Object.assign(results, outcome.results);
    sections.push(...(outcome.tables ?? []));
    results.rows = [...(results.rows ?? []), ...outcome.rows];
    console.error(`[bench] ${name} measured in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await browser.close();
  await servers.close();
}

const mark = (ok) => (ok === undefined ? '' : ok ? 'ok' : '**over**');
const lines = ['| measure | value | budget | |', '|---|---|---|---|', ...results.rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget ?? '–'} | ${mark(r.ok)} |`)];
for (const table of sections) lines.push('', table.title, '', `| ${table.columns.join(' | ')} |`, `|${table.columns.map(() => '---').join('|')}|`, ...table.rows.map((cells) => `| ${cells.join(' | ')} |`));
const output = lines.join('\n');
console.log(`\n${output}\n`);

fs.writeFileSync(path.join(repoRoot, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (args.includes('--readme')) {
  const readme = path.join(repoRoot, 'README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!text.includes(start)) throw new Error(`README.md has no ${start} … ${end} block`);
  const stamp = `Last run ${results.date.slice(0, 10)} (${selected.length === MEASURES.length ? 'every measure' : selected.join(', ')}):`;
  fs.writeFileSync(readme, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${stamp}\n\n${output}\n${end}`));
}
const missed = results.rows.filter((r) => r.ok === false);
if (missed.length) {
  console.error(`[bench] ${missed.length} budget(s) missed: ${missed.map((r) => r.what).join('; ')}`);
  process.exit(1);
}
