// Every package's Jest suite and one type check of the whole workspace (tsconfig.json), side by side. The suites run
// as one Jest run, every package's files in one project (libs/build-config/jest.workspace.js): its two workers take
// the files of all packages longest first, so both cores stay busy to the end (package by package, the longest suite ended alone on one core's worth of
// workers, and two packages at a time put four workers on two cores). A package's own `npm test` type-checks it alone
// and runs its suite; run one by one, those checks each read the shared libraries and their dependencies' types again.
// With --all-checks (`npm test`), the lint and the e2e suite's type check run beside them too: run before, each ended
// with one core idle (ESLint outlasts Prettier; a type check is one thread), and the machine is busy to the end anyway.
// The exit code says whether all passed; a failure's summary is printed again at the very end, so the tail of a CI
// log says what failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

function packagesWithTests() {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return (
    workspaces
      .flatMap((pattern) => {
        const parent = pattern.replace(/\/\*$/, '');
        return fs.readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}`);
      })
      // A package with a Jest config (the others' `npm test` is their type check, which the workspace's covers).
      .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'jest.config.js')))
  );
}

const require = createRequire(import.meta.url);
const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');

/** Runs a job (`name`: what the log's lines are prefixed with) and resolves whether it passed. */
function run(name, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `${name}: `);
    const output = [];
    const keep = (chunk) => output.push(chunk.toString());
    child.stdout.on('data', (chunk) => (keep(chunk), process.stdout.write(prefix(chunk))));
    child.stderr.on('data', (chunk) => (keep(chunk), process.stderr.write(prefix(chunk))));
    child.on('exit', (code) => {
      console.log(
        `[test] ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      if (code !== 0) failures.set(name, failureSummary(output.join('')));
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

// TEST_PACKAGES=libs/store,apps/chat runs only those suites (and no type check).
const only = process.env.TEST_PACKAGES?.split(',').map((dir) => dir.trim());
const packages = packagesWithTests().filter((dir) => !only || only.includes(dir));
const workers = process.env.TEST_WORKERS ?? '2';
// A larger young generation for the workers: screen tests allocate fast, and fewer scavenges took about 4 % off.
const jestEnv = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim(),
  LIVE_AGENT_JEST_PROJECTS: '1',
};
// A worker past 1.2 GB after a file is replaced: files' module registries and jsdom windows are not all freed, the
// workers grew past 3 GB and collected garbage ever longer (the live-agent suite: 4 min 39 s → 4 min 6 s).
// Every package's suite as one Jest project (libs/build-config/jest.workspace.js: each file transformed once).
const config = JSON.stringify(require('../libs/build-config/jest.workspace.js').workspaceConfig(packages));
const jobs = [
  run('jest', [jest, '--config', config, `--maxWorkers=${workers}`, '--workerIdleMemoryLimit=1200MB'], jestEnv),
];
if (!only) jobs.push(run('typecheck', [tsc, '-p', 'tsconfig.json']));
if (!only && process.argv.includes('--all-checks')) {
  jobs.push(run('lint', [path.join(repoRoot, 'scripts/lint.mjs')]));
  jobs.push(run('typecheck-e2e', [tsc, '-p', 'e2e', '--noEmit']));
}
const passed = await Promise.all(jobs);
if (passed.includes(false)) {
  for (const [name, summary] of failures) console.error(`\n[test] ${name} failed:\n${summary}`);
  process.exit(1);
}
console.log('[test] every package passed');
