// Builds every app for production, or only those whose sources changed since their last build
// (`--force` rebuilds all; `--only <app>` limits it). Two at a time: one build takes ~1.2 GB and a core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findApp, listApps, repoRoot } from './apps.mjs';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    // Tests and docs do not change what ships.
    if (entry === 'node_modules' || entry === 'dist' || /\.test\.tsx?$|\.md$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function needsBuild(app) {
  const marker = path.join(repoRoot, app.dir, 'dist/mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = [path.join(repoRoot, app.dir), path.join(repoRoot, 'libs'), path.join(repoRoot, 'package-lock.json')];
  return sources.some((source) => newestMtime(source) > built);
}

/**
 * Builds one app; `env` adds variables for the build (LIVE_AGENT_BUILD_VERSION, LIVE_AGENT_SHARED_VERSIONS, and
 * LIVE_AGENT_OUT_DIR to build into another folder than the app's dist, which then stays as it is).
 */
export function buildApp(app, env = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    console.log(`[build] ${app.name} …`);
    // A larger young generation: webpack allocates fast, and fewer scavenges took 12 % off a remote's build.
    const childEnv = { ...process.env, NODE_OPTIONS: '--max-old-space-size=3072 --max-semi-space-size=64', ...env };
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
      {
        cwd: path.join(repoRoot, app.dir),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: childEnv,
      },
    );
    child.on('exit', (code) => {
      if (code === 0) {
        // webpack skips writing files whose content did not change (output.compareBeforeEmit), so the
        // manifest's time would not move and the app would look stale on every run: mark the build here, with the
        // time it started, so a source saved while it ran is newer and builds again next time.
        const marker = path.join(repoRoot, app.dir, 'dist/mf-manifest.json');
        const startedAt = new Date(started);
        if (!childEnv.LIVE_AGENT_OUT_DIR && fs.existsSync(marker)) fs.utimesSync(marker, startedAt, startedAt);
        console.log(`[build] ${app.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`build of ${app.name} failed (exit ${code})`));
    });
  });
}

export async function buildApps({ force = false, only = null, concurrency = 2 } = {}) {
  const apps = only ? [findApp(only)] : listApps();
  if (apps.some((app) => !app)) throw new Error(`Unknown app: ${only}`);
  const queue = apps.filter((app) => force || needsBuild(app));
  if (!queue.length) {
    console.log('[build] everything is up to date');
    return;
  }
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length) await buildApp(queue.shift());
  });
  await Promise.all(workers);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  buildApps({ force: args.includes('--force'), only: onlyIndex >= 0 ? args[onlyIndex + 1] : null }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
