// `npm run lint`: ESLint and Prettier's check side by side (each keeps one core busy; in turn they took twice as
// long on a clean machine, where neither has its cache). Exits non-zero when either finds something; each one's
// output is printed whole when it ends, so the two never interleave. A warning fails the lint as an error does
// (--max-warnings 0): a rule worth having is an error, one that is not is turned off in eslint.config.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const checks = [
  ['eslint', [bin('eslint'), '.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  // The faster command line Prettier ships beside its classic one: the same formatting, the same ignore files.
  ['prettier', [bin('prettier'), '--experimental-cli', '--check', '--cache', '.']],
];

function check([name, [command, ...args]]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`[lint] ${name} ${code === 0 ? 'passed' : 'FAILED'}`);
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(checks.map(check));
process.exit(passed.every(Boolean) ? 0 : 1);
