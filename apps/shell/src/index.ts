// The async boundary: shared singletons (React, antd, ...) are negotiated before any app code runs.
// While they download, the runtime config and (when it asks for it) the mock server's page side are fetched in
// parallel: neither consumes a shared module, so they may start before the boundary.
import { fetchRuntimeConfig } from './config/runtimeConfig';

const config = fetchRuntimeConfig();
const mockServer = config.then((c) =>
  c.mock.demo || c.mock.product ? import(/* webpackChunkName: "mock-server" */ '@live-agent/mock-server/worker') : null,
);
// Handled in bootstrap; this keeps an early failure from being reported as unhandled twice.
mockServer.catch(() => undefined);

import('./bootstrap')
  .then(({ boot }) => boot(config, mockServer))
  .catch((error: unknown) => {
    // Nothing rendered yet, so say it on the loading screen rather than spin forever.
    const screen = document.getElementById('boot-screen');
    if (screen) {
      screen.setAttribute('role', 'alert');
      screen.textContent = `Live Agent could not start: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`;
    }
    throw error;
  });
