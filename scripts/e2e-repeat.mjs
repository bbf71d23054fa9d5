// The e2e suite several times in a row over one build, with one core kept busy by a loop: what a flaky test needs
// to show itself (a CI machine is as loaded as that, or more). Stops at the first failing run; never retries a test.
//   npm run e2e:repeat                 three runs, one core busy
//   npm run e2e:repeat -- --runs 5 --no-load -- e2e/shell    (arguments after a lone `--` go to Jest)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const own = split >= 0 ? args.slice(0, split) : args;
const jestArgs = split >= 0 ? args.slice(split + 1) : [];
const runsAt = own.indexOf('--runs');
const runs = runsAt >= 0 ? Number(own[runsAt + 1]) : 3;
const load = !own.includes('--no-load');

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if ((await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs')])) !== 0) process.exit(1);

// A busy loop at normal priority: the suite shares the machine with it, one core of two.
const busy = load ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : null;
const stopLoad = () => busy?.kill('SIGKILL');
process.on('exit', stopLoad);
process.on('SIGINT', () => process.exit(130));

const results = [];
for (let index = 1; index <= runs; index += 1) {
  const started = Date.now();
  console.log(`\n[e2e:repeat] run ${index} of ${runs}${load ? ', one core busy' : ''}`);
  const code = await run(process.execPath, [path.join(repoRoot, 'scripts/e2e.mjs'), ...jestArgs]);
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push(`run ${index}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (code !== 0) break;
}
stopLoad();
console.log(`\n[e2e:repeat] ${results.join('; ')}`);
process.exit(results.length === runs && results.every((line) => line.includes('passed')) ? 0 : 1);
