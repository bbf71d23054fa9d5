// Runs the e2e suite over the existing build in two passes. First every file served by the Node server, two at a time
// (one Chromium each: the machine has two cores; no file changes what another is served). Then the nginx pass
// (e2e/jest.nginx.config.js: the smoke journeys and the deployment drill, which rebuilds the email remote's dist, so
// it runs alone, after the others). Arguments go to Jest: given test paths or a name filter (`-t`), only the matching
// files run, in the pass they belong to, one at a time.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const require = createRequire(import.meta.url);
const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const nodeConfig = path.join(repoRoot, 'e2e/jest.config.js');
const nginxConfig = path.join(repoRoot, 'e2e/jest.nginx.config.js');
const args = process.argv.slice(2);
const workers = process.env.E2E_WORKERS ?? '2';

// The nginx config sets E2E_SERVER when read; the first pass serves with whatever the caller chose.
const callerServer = process.env.E2E_SERVER;

function jestRun(config, extra) {
  const env = { ...process.env };
  if (callerServer === undefined) delete env.E2E_SERVER;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, '-c', config, '--passWithNoTests', ...extra], {
      cwd: repoRoot,
      stdio: 'inherit',
      env,
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// The files of the nginx pass, as path patterns the first pass leaves out.
const nginxFiles = require(nginxConfig).testMatch.map((match) => `/${path.basename(match).replace(/\./g, '\\.')}$`);
const narrowed = args.some((arg) => !arg.startsWith('-')) || args.includes('-t') || args.includes('--testNamePattern');
const first = await jestRun(nodeConfig, [
  narrowed ? '--runInBand' : `--maxWorkers=${workers}`,
  ...args,
  '--testPathIgnorePatterns',
  ...nginxFiles,
]);
const second = await jestRun(nginxConfig, ['--runInBand', ...args]);
process.exit(first || second);
