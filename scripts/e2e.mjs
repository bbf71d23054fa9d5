// Runs the e2e suite over the existing build, every app served by nginx with the deployment's configuration
// (deploy/nginx, started by e2e/globalSetup.mjs; E2E_SERVER=node serves with the Node server of `npm start`
// instead). Files run E2E_WORKERS at a time (default 3: one Chromium each; with two they left a fifth of the
// machine's two cores idle, waiting on pages, the servers and Mirage's worker), the longest first
// (e2e/support/sequencer.js). No file changes what another is served: the deployment drill builds and serves its
// versions in folders of its own. Arguments go to Jest: given test paths or a name filter (`-t`), only the matching
// files run, one at a time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const jest = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
const config = path.join(repoRoot, 'e2e/jest.config.js');
const args = process.argv.slice(2);
const workers = process.env.E2E_WORKERS ?? '3';
const narrowed = args.some((arg) => !arg.startsWith('-')) || args.includes('-t') || args.includes('--testNamePattern');

const child = spawn(
  process.execPath,
  [jest, '-c', config, narrowed ? '--runInBand' : `--maxWorkers=${workers}`, ...args],
  { cwd: repoRoot, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
