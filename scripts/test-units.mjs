// Every package's Jest suite, two at a time on a 2-core machine, the longest first, and one type check of the whole
// workspace (tsconfig.json) beside them. A package's own `npm test` type-checks it alone and then runs Jest; run one
// by one, those thirteen checks each read the shared libraries and their dependencies' types again (about a minute
// and a half of a 2-core machine's time per run, against the one check's half minute). The order below follows the
// suites' measured durations; a package missing from it runs after them.
// Every package runs even when one fails; the exit code says whether all passed. The failing packages' failures are
// printed again at the very end, so the tail of a CI log says what failed without scrolling through both suites.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const LONGEST_FIRST = [
  'apps/live-agent', 'apps/pages', 'apps/commerce-invoice', 'libs/mock-server', 'apps/todo-calendar', 'apps/email',
  'apps/shell', 'apps/chat', 'libs/ui-kit', 'libs/auth', 'libs/store',
];
const concurrency = Number(process.env.TEST_CONCURRENCY ?? 2);

function packagesWithTests() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) => {
      const parent = pattern.replace(/\/\*$/, '');
      return fs.readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}`);
    })
    // A package with a Jest config (the others' `npm test` is their type check, which the workspace's covers).
    .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'jest.config.js')));
}

const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

/** `dir` is a package's folder (its Jest suite) or TYPECHECK (the workspace's type check). */
function runTests(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [command, cwd] = dir === TYPECHECK ? [[tsc, '-p', 'tsconfig.json'], repoRoot] : [[jest], path.join(repoRoot, dir)];
    const child = spawn(process.execPath, command, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `${dir}: `);
    const output = [];
    const keep = (chunk) => output.push(chunk.toString());
    child.stdout.on('data', (chunk) => (keep(chunk), process.stdout.write(prefix(chunk))));
    child.stderr.on('data', (chunk) => (keep(chunk), process.stderr.write(prefix(chunk))));
    child.on('exit', (code) => {
      console.log(`[test] ${dir} ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      if (code !== 0) failures.set(dir, failureSummary(output.join('')));
      resolve(code === 0);
    });
  });
}

// What a failed package's log says went wrong: each failing test's heading with the lines under it (Jest's `●`
// blocks, console output left out), else the type errors, else its last lines (a crash before Jest ran).
function failureSummary(log) {
  const lines = log.split('\n');
  const blocks = [];
  lines.forEach((line, at) => {
    if (!/^\s*● (?!Console)/.test(line)) return;
    const block = lines.slice(at, at + 25);
    const end = block.findIndex((next, i) => i > 0 && /^(PASS|FAIL) |^\s*●/.test(next));
    blocks.push(block.slice(0, end > 0 ? end : undefined).join('\n'));
  });
  if (blocks.length) return blocks.slice(0, 10).join('\n');
  const typeErrors = lines.filter((line) => /error TS\d+/.test(line));
  if (typeErrors.length) return typeErrors.slice(0, 40).join('\n');
  return lines.slice(-40).join('\n');
}

const failures = new Map();
const TYPECHECK = 'typecheck';

// TEST_PACKAGES=libs/store,apps/chat runs only those.
const only = process.env.TEST_PACKAGES?.split(',').map((dir) => dir.trim());
const all = packagesWithTests().filter((dir) => !only || only.includes(dir));
const queue = [...LONGEST_FIRST.filter((dir) => all.includes(dir)), ...all.filter((dir) => !LONGEST_FIRST.includes(dir))];
// Second: it overlaps the longest suite, and a type error is reported early.
if (!only) queue.splice(1, 0, TYPECHECK);
const failed = [];
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (queue.length) {
      const dir = queue.shift();
      if (!(await runTests(dir))) failed.push(dir);
    }
  }),
);
if (failed.length) {
  for (const [dir, summary] of failures) console.error(`\n[test] ${dir} failed:\n${summary}`);
  console.error(`[test] failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('[test] every package passed');
