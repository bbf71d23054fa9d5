// `npm start`: build what is missing or stale, then serve the shell on :3000 and every remote on its
// own port. `--only <app>` builds and serves one app alone (a remote then runs in its own frame).
import { buildApps } from './build.mjs';
import { serveApps } from './serve.mjs';
import { findApp, listApps } from './apps.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : null;

try {
  await buildApps({ only });
  const apps = only ? [findApp(only)] : listApps();
  await serveApps({ apps });
  const first = apps[0];
  console.log(
    `\nOpen http://localhost:${first.port} — ${only ? `${first.name} alone` : 'Live Agent'} (Ctrl+C to stop)`,
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
