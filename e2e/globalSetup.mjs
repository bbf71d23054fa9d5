// Serves every app's production build on its standard port for the whole run: through nginx and the deployment's
// configuration (deploy/nginx, scripts/nginx.mjs), or with E2E_SERVER=node with the Node server `npm start` uses
// (a machine without nginx).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listApps, repoRoot } from '../scripts/apps.mjs';
import { startNginx } from '../scripts/nginx.mjs';
import { serveApps } from '../scripts/serve.mjs';
import { middayTimeZone } from '../scripts/working-day.mjs';

const portTaken = (port) =>
  new Error(
    `e2e: port ${port} is already in use (is \`npm start\` or another e2e run serving?); the suite serves the build itself`,
  );

async function serveWithNode() {
  const running = [];
  try {
    // One app at a time, so a port already taken closes what was opened instead of leaking it.
    for (const app of listApps()) running.push(await serveApps({ apps: [app], log: false }));
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
  try {
    // One nginx for every app; it binds all its ports or none.
    return await startNginx();
  } catch (error) {
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
