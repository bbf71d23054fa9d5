// Serves every app's production build on its standard port for the whole run (as `npm start` does).
import { listApps } from '../scripts/apps.mjs';
import { serveApps } from '../scripts/serve.mjs';
import { middayTimeZone } from '../scripts/working-day.mjs';

export default async function globalSetup() {
  // One zone for the whole run (support/session.ts workingDayZone), chosen where it is about midday now.
  process.env.E2E_WORKING_DAY_ZONE ??= middayTimeZone();
  const running = [];
  try {
    // One app at a time, so a port already taken closes what was opened instead of leaking it.
    for (const app of listApps()) running.push(await serveApps({ apps: [app], log: false }));
  } catch (error) {
    await Promise.all(running.map((served) => served.close()));
    if (error.code === 'EADDRINUSE') {
      throw new Error(`e2e: port ${error.port} is already in use (is \`npm start\` running?); the suite serves the build itself`);
    }
    throw error;
  }
  globalThis.__E2E_SERVERS__ = { close: () => Promise.all(running.map((served) => served.close())) };
}
