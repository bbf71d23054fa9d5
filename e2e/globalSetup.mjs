// Serves every app's production build on its standard port for the whole run: through nginx and the deployment's
// configuration (deploy/nginx, scripts/nginx.mjs), or with E2E_SERVER=node with the Node server `npm start` uses
// (a machine without nginx). The shell's config.json is the suite's quiet one (support/quiet-config.cjs), served as a
// deployment edits it; a page that needs another has it answered by a route (support/session.ts).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listApps, repoRoot } from '../scripts/apps.mjs';
import { startNginx } from '../scripts/nginx.mjs';
import { serveApps } from '../scripts/serve.mjs';
import { middayTimeZone } from '../scripts/working-day.mjs';

const { quietConfig } = createRequire(import.meta.url)('./support/quiet-config.cjs');
const SHELL_DIST = path.join(repoRoot, 'apps/shell/dist');
const quietConfigText = () =>
  `${JSON.stringify(quietConfig(JSON.parse(fs.readFileSync(path.join(SHELL_DIST, 'config.json'), 'utf8'))), null, 2)}\n`;

/**
 * The shell's build with the quiet config.json: a folder of links to its files beside a config.json of its own, so
 * the build itself is left as it is (the deployment drill checks it byte for byte). Removed with the servers.
 */
function quietShellFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'live-agent-e2e-shell-'));
  for (const entry of fs.readdirSync(SHELL_DIST)) {
    if (entry !== 'config.json') fs.symlinkSync(path.join(SHELL_DIST, entry), path.join(folder, entry));
  }
  fs.writeFileSync(path.join(folder, 'config.json'), quietConfigText());
  return folder;
}

const portTaken = (port) =>
  new Error(
    `e2e: port ${port} is already in use (is \`npm start\` or another e2e run serving?); the suite serves the build itself`,
  );

async function serveWithNode() {
  const running = [];
  try {
    // One app at a time, so a port already taken closes what was opened instead of leaking it.
    const overrides = { shell: { '/config.json': quietConfigText() } };
    for (const app of listApps()) running.push(await serveApps({ apps: [app], log: false, overrides }));
  } catch (error) {
    await Promise.all(running.map((served) => served.close()));
    throw error.code === 'EADDRINUSE' ? portTaken(error.port) : error;
  }
  return { close: () => Promise.all(running.map((served) => served.close())) };
}

async function serveWithNginx() {
  for (const app of listApps()) {
    if (!fs.existsSync(path.join(repoRoot, app.dir, 'dist/index.html')))
      throw new Error(`${app.dir} has no build: run npm run build`);
  }
  const shell = quietShellFolder();
  try {
    // One nginx for every app; it binds all its ports or none.
    const nginx = await startNginx(
      listApps().map((app) => (app.name === 'shell' ? { app: app.name, root: shell } : { app: app.name })),
    );
    return {
      close: async () => {
        await nginx.close();
        fs.rmSync(shell, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(shell, { recursive: true, force: true });
    throw error.code === 'EADDRINUSE' ? portTaken(error.port) : error;
  }
}

export default async function globalSetup() {
  // One zone for the whole run (support/session.ts workingDayZone), chosen where it is about midday now.
  process.env.E2E_WORKING_DAY_ZONE ??= middayTimeZone();
  // Where support/session.ts keeps the sessions signed in through the form for the run's later tests.
  process.env.E2E_SESSION_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'live-agent-e2e-sessions-'));
  const server = process.env.E2E_SERVER ?? 'nginx';
  if (server !== 'node' && server !== 'nginx') throw new Error(`E2E_SERVER=${server}: use node or nginx`);
  globalThis.__E2E_SERVERS__ = server === 'nginx' ? await serveWithNginx() : await serveWithNode();
}
