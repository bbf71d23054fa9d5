// Runs the e2e suite over the existing build: the files that share nothing, two at a time (one Chromium each: the
// machine has two cores), then those that change what the others serve, alone (e2e/jest.config.js SERIAL_FILES).
// Arguments go to Jest; given test paths or a name filter (`-t`), the run takes one worker, as a developer's does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const require = createRequire(import.meta.url);
const { SERIAL_FILES } = require('../e2e/jest.config.js');
const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const config = path.join(repoRoot, 'e2e/jest.config.js');
const args = process.argv.slice(2);
const workers = process.env.E2E_WORKERS ?? '2';

function jestRun(extra) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, '-c', config, ...extra], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const narrowed = args.some((arg) => !arg.startsWith('-')) || args.includes('-t') || args.includes('--testNamePattern');
if (narrowed) process.exit(await jestRun(['--runInBand', ...args]));

const serial = SERIAL_FILES.map((file) => `/${file}\\.e2e\\.test\\.ts$`);
const parallel = await jestRun([`--maxWorkers=${workers}`, '--testPathIgnorePatterns', ...serial, ...args]);
const alone = await jestRun(['--runInBand', ...args, ...serial]);
process.exit(parallel || alone);
