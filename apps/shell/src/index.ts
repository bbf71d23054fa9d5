// The async boundary: shared singletons (React, antd, ...) are negotiated before any app code runs.
// While they download, the runtime config and (when it asks for it) the mock server's page side are fetched in
// parallel: neither consumes a shared module, so they may start before the boundary.
import { hasStoredSession } from '@live-agent/auth/session-keys';
import { fetchRuntimeConfig } from './config/runtimeConfig';
import { prefetchSignedInFrame } from './app/prefetch';
import { registerConfiguredRemotes, loadRemoteRoutesTracked } from './federation/remoteLoader';
import { readDisabledRemotes, remoteForPath } from './federation/remoteCatalog';

// A page opened signed in starts, as soon as config.json says where the remotes are, what its first screen needs
// besides the shared libraries: the signed-in frame's chunks (antd with them) and the opened remote's manifest, entry
// and routes. Started by the boot instead, they waited for the shared libraries and queued behind them
// (docs/architecture.md, "How the page stays light"). The frame and the remote consume shared libraries, so the
// shell's own are registered on the page first: a remote's entry started before could offer its copies first, and
// under 'loaded-first' the page would use them (docs/architecture.md, "A page opened signed in starts its own code at
// once"). Registering is local: nothing is fetched.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
const sharing = __webpack_init_sharing__('default');
const signedIn = hasStoredSession();
const config = Promise.all([fetchRuntimeConfig(), sharing]).then(([loaded]) => {
  registerConfiguredRemotes(loaded);
  if (signedIn) {
    prefetchSignedInFrame();
    const opened = remoteForPath(window.location.pathname);
    if (opened && opened in loaded.remotes && !readDisabledRemotes().includes(opened)) void loadRemoteRoutesTracked(opened);
  }
  return loaded;
});
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
