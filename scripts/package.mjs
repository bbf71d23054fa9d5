// Packages one app's production build for deployment: `deploy/<app>/<version>/` (manifest, entry, hashed
// chunks, build-info.json, the standalone page) and `deploy/<app>-<version>.tar.gz`, ready for any static host or
// CDN. The version is the one compiled into the build (package.json, or LIVE_AGENT_BUILD_VERSION at build time).
// Usage: `npm run package -w apps/<app>` or `node scripts/package.mjs <app> [--out <dir>] [--no-build] [--from <dir>]`
// (--no-build packages dist as it is, without rebuilding a stale app first; --from packages a build made elsewhere
// with LIVE_AGENT_OUT_DIR, as it is).
// How to serve and roll back: README, "Deploying a remote"; docs/architecture.md, "Deploying a remote".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildApps } from './build.mjs';
import { findApp, repoRoot } from './apps.mjs';

/** Files a host must serve with `Cache-Control: no-cache`: they name the hashed chunks of the current build. */
export const NO_CACHE = ['mf-manifest.json', 'remoteEntry.js', 'build-info.json', 'index.html'];

export async function packageApp(key, { out = path.join(repoRoot, 'deploy'), build = true, from = null } = {}) {
  const app = findApp(key);
  if (!app) throw new Error(`Unknown app: ${key}`);
  if (build && !from) await buildApps({ only: app.name });
  const dist = from ?? path.join(repoRoot, app.dir, 'dist');
  const info = JSON.parse(fs.readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
  const folderName = path.basename(app.dir);
  const target = path.join(out, folderName, info.version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(dist, target, { recursive: true });
  const archive = path.join(out, `${folderName}-${info.version}.tar.gz`);
  execFileSync('tar', ['-czf', archive, '-C', path.dirname(target), info.version]);
  return { app, version: info.version, builtAt: info.builtAt, folder: target, archive };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const fromIndex = args.indexOf('--from');
  const valueAt = (index) => (index >= 0 ? path.resolve(args[index + 1]) : undefined);
  // Run through `npm run package -w apps/<app>`, the app is the folder npm runs in.
  const valueIndexes = [outIndex, fromIndex].filter((index) => index >= 0).map((index) => index + 1);
  const key =
    args.find((arg, index) => !arg.startsWith('--') && !valueIndexes.includes(index)) ?? path.basename(process.cwd());
  packageApp(key, { out: valueAt(outIndex), build: !args.includes('--no-build'), from: valueAt(fromIndex) })
    .then(({ app, version, builtAt, folder, archive }) => {
      const relative = (file) => path.relative(process.cwd(), file);
      console.log(`[package] ${app.name} ${version} (built ${builtAt})`);
      console.log(`  folder  ${relative(folder)}`);
      console.log(`  archive ${relative(archive)}`);
      console.log(
        `  serve with CORS on every file; no-cache on ${NO_CACHE.join(', ')}; the hashed *.js chunks immutable.`,
      );
      console.log(`  point config.json's "${app.name}" entry at <where you host it>/${version}/mf-manifest.json`);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
