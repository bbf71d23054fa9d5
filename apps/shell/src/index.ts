// The async boundary: shared singletons (React, antd, ...) are negotiated before any app code runs.
// While they download, the runtime config and (when it asks for it) the mock server's page side are fetched in
// parallel: neither consumes a shared module, so they may start before the boundary.
import { hasStoredSession } from '@live-agent/auth/session-keys';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig } from './config/runtimeConfig';
import { preloadSignedInFiles } from './app/prefetch';
import { registerConfiguredRemotes } from './federation/remoteLoader';
import { readDisabledRemotes, remoteForPath } from './federation/remoteCatalog';
import { preloadsInLanguage, storedLanguage } from './i18n/storedLanguage';

// A page opened signed in downloads, as soon as config.json says where the remotes are, what its first screen needs
// besides the shared libraries: the signed-in frame's files and the opened remote's manifest, entry and routes files.
// Downloads only: nothing that consumes a shared library runs before the boot has the shell's copies in hand, so no
// chunk or remote can pick which copy of React, i18next, the router or the store the page uses (docs/architecture.md,
// "One copy of each shared library, whatever arrives first"). The boot runs them (bootstrap.tsx). The shell's own
// shared libraries are registered on the page first (local, nothing fetched), so a remote entry only ever finds them.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
const sharing = __webpack_init_sharing__('default');
const signedIn = hasStoredSession();
// Signed in: config.json first, then (when it asks for it) the mock server's page side, then the signed-in files. The
// mock server's worker answers the session's refresh, on which the first render waits, while the some twenty
// signed-in files are only needed by then; asked after them, config.json and the mock chunk queued behind them on the
// six connections HTTP/1.1 gives a host (docs/architecture.md, How the shell boots). Signed out, the mock chunk waits
// for the shared libraries as before: the sign-in page's own scripts come first.
const runtimeConfig = fetchRuntimeConfig();
const config = Promise.all([runtimeConfig, sharing]).then(([loaded]) => {
  registerConfiguredRemotes(loaded);
  const opened = remoteForPath(window.location.pathname);
  if (signedIn && opened && opened in loaded.remotes && !readDisabledRemotes().includes(opened)) {
    // The remote's entry script defines its container (no shared library is resolved before its init, which the boot
    // does); its routes module's own files are link-preloaded ('sync': the screens' chunks are the boot's to fetch,
    // only the opened one's, federation/preloadOpenedRemote.ts; 'all' preloaded every screen's, some 35 links whose
    // insertion alone was a long task), its strings only in the page's language. A failure is the visit's to show.
    const language = storedLanguage();
    const filter = (assetUrl: string) => preloadsInLanguage(assetUrl, language);
    preloadRemote([
      { nameOrAlias: opened, exposes: ['./routes'], resourceCategory: 'sync', share: false, depsRemote: false, filter },
    ]).catch(() => undefined);
  }
  return loaded;
});
const mockServer = (signedIn ? runtimeConfig : config).then((c) =>
  c.mock.demo || c.mock.product
    ? import(/* webpackChunkName: "mock-server", webpackFetchPriority: "high" */ '@live-agent/mock-server/worker')
    : null,
);
// Handled in bootstrap; this keeps an early failure from being reported as unhandled twice.
mockServer.catch(() => undefined);
if (signedIn) void mockServer.catch(() => undefined).finally(() => preloadSignedInFiles());

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
