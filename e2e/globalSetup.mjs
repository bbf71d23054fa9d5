// Serves every app's production build on its standard port for the whole run (as `npm start` does).
import { serveApps } from '../scripts/serve.mjs';

export default async function globalSetup() {
  globalThis.__E2E_SERVERS__ = await serveApps({ log: false });
}
