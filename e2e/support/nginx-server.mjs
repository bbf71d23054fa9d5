// Child process serving one folder with nginx and the deployment's configuration (scripts/nginx.mjs), for tests
// that run their own server: `node nginx-server.mjs <app> <folder> <port|0>` serves the folder as that app's
// server of deploy/nginx/live-agent.conf does (a remote's: CORS on; the shell's: off). Jest runs test files as
// CommonJS and cannot import the ESM script, hence the process (as static-server.mjs). It reports { port } over
// IPC once nginx listens, and stops nginx on SIGTERM or when its parent goes.
import { freePort, startNginx } from '../../scripts/nginx.mjs';

const [app, root, port = '0'] = process.argv.slice(2);

async function start() {
  // A free port picked here may be taken before nginx binds it: pick again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNginx([{ app, root, port: Number(port) || (await freePort()) }]);
    } catch (error) {
      if (error.code !== 'EADDRINUSE' || Number(port) || attempt === 3) throw error;
    }
  }
}

try {
  const served = await start();
  const stop = () => served.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  process.send?.({ port: served.ports[0] });
} catch (error) {
  process.send?.({ error: error.message });
  process.exit(1);
}
