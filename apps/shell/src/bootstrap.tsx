// Boot order (docs/architecture.md, How the shell boots): service workers out, runtime config in (index.ts has registered
// the remotes with it), Mirage up before any request, store and i18n ready, then render.
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import {
  clearSession,
  createApiClient,
  keepDraftsOfEndingSession,
  productApiBase,
  registerAuthTranslations,
  resumeSession,
  setSessionEndHandler,
} from '@live-agent/auth';
import { hasStoredSession } from '@live-agent/auth/session-keys';
import { simulationIntervalMs, type RuntimeConfig } from './config/runtimeConfig';
import { connectRemoteStatus } from './federation/connectRemoteStatus';
import { preloadOpenedRemote } from './federation/preloadOpenedRemote';
import { opensDemoApp, readDisabledRemotes, REMOTES } from './federation/remoteCatalog';
import { prefetchSignedInFrame } from './app/prefetch';
import { whenPreparingNextClicks } from './federation/nextClicks';
import { createShellStore } from './app/store';
import { selectLayout } from './features/layout/layout.slice';
import { initI18n } from './i18n';
import { sessionEndedUrl } from '@live-agent/auth/forms';
import { App } from './app/App';
import { offerDemoDataReset } from './app/demoData';
import { TITLE_SEPARATOR } from '@live-agent/store';
import { fetchCurrentOrganization } from './features/organization/organization.api';
import { organizationLoaded } from './features/organization/organization.slice';

async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

type MockServerModule = typeof import('@live-agent/mock-server/worker');

/** Called by index.ts with the config and Mirage chunk it started fetching before the async boundary. */
export async function boot(configPromise: Promise<RuntimeConfig>, mockServerPromise: Promise<MockServerModule | null>) {
  // Marks for the bench and the browser's performance panel: where the boot spends its time.
  performance.mark('boot:start');
  await unregisterServiceWorkers();
  const config = await configPromise;
  const apiBase = productApiBase(config);
  // Someone was signed in here: the access token is renewed from the refresh cookie (a reload keeps none in hand,
  // docs/architecture.md, "Tokens") while the signed-in files and strings load.
  const storedUser = hasStoredSession();

  // Mirage runs in its own worker, off the page's main thread: a deployment against the real API never downloads it.
  // It starts before the first request, with the sign-in page's domains; the others follow in the worker. With the
  // product API mocked, the conversation history ends at the real clock and the live simulation keeps it moving
  // (config.json `mock.simulation`).
  const mockServer = await mockServerPromise;
  const mockWorker = mockServer?.startMockServerInWorker({
    productApiBase: apiBase,
    demo: config.mock.demo,
    product: config.mock.product,
    // Signed in, the first screen's requests need the product's domains and history: the worker starts them at once.
    signedIn: storedUser,
    // Opened on a demo app's screen: its domains are fetched while the screen's code loads, not after its request.
    demoAppsAtOnce: storedUser && opensDemoApp(window.location.pathname),
    // The demo organisation's wall clock (a presenter elsewhere sets theirs, so the demo is busy in their day).
    timeZone: config.mock.timeZone,
    // What each user changes is kept in this browser and laid over the seed on the next start; the presenter
    // panel's "Reset demo data" forgets it (docs/architecture.md, "Demo data that outlives a reload").
    keepChanges: true,
    ...(config.mock.product
      ? {
          conversations: {
            endsAt: 'now' as const,
            simulationIntervalMs: simulationIntervalMs(config),
            // `?liveLoad=high` or localStorage `live-agent.liveLoad`: some 200 chats at once, for the live monitor.
            arrivalScale: mockServer.liveLoadScale(window.location.search, window.localStorage),
          },
        }
      : {}),
  });
  // Its demo apps' domains come when the shell preloads the other remotes, after the first screen.
  if (mockWorker) whenPreparingNextClicks(() => mockWorker.prepare());
  if (mockWorker) offerDemoDataReset(() => mockWorker.forgetDemoChanges());

  performance.mark('boot:mock-ready');

  // A session that cannot be refreshed, or a server saying 'Unauthenticated.', ends on the sign-in page, which
  // says why and returns to this page once signed in again.
  const signOut = () => {
    // What the open forms hold is kept for this user and offered back after signing in again.
    keepDraftsOfEndingSession();
    clearSession();
    window.location.assign(sessionEndedUrl(window.location));
  };
  setSessionEndHandler(signOut);
  const api = createApiClient({ onSignOut: signOut, language: () => i18next.language, renewWhileUsing: window });
  const resumed = resumeSession(api);
  // Signed in: the frame runs while Mirage starts, the session resumes and i18n loads. index.ts only downloaded its
  // files; running them is safe from here on: this module ran after the shell's copies of the shared libraries it
  // imports were loaded, so every later consumer finds those (docs/architecture.md, "One copy of each shared library,
  // whatever arrives first").
  if (storedUser) {
    prefetchSignedInFrame();
    // The opened screen's code too, now rather than once the session has resumed (a round trip to the API): the
    // remote's routes module runs here, and its page's chunks load beside the boot's work. A session that turns out
    // to have ended only downloaded them.
    const disabled = readDisabledRemotes();
    const enabled = REMOTES.map(({ name }) => name).filter((name) => !disabled.includes(name));
    void preloadOpenedRemote(window.location.pathname, enabled);
  }
  const i18nReady = initI18n();
  // The store reads the user and its abilities from the token: it starts once the session is resumed (or not).
  await resumed;
  performance.mark('boot:session-ready');
  const store = createShellStore(api, apiBase);
  connectRemoteStatus(store);
  // The stored direction before the first render, so its strings are drawn for it once, not again after it
  // (app/App.tsx DocumentLayout; ui-kit i18n/layoutIsolation.ts).
  document.documentElement.dir = selectLayout(store.getState()).isRTL ? 'rtl' : 'ltr';

  const i18n = await i18nReady;
  registerAuthTranslations(i18n);
  performance.mark('boot:i18n-ready');

  // The organisation's name and logo replace ours when the API answers; a failure is ignored.
  fetchCurrentOrganization(api, apiBase)
    .then((organization) => {
      store.dispatch(organizationLoaded(organization));
      // Until a screen names itself ("Invoices · <organisation>", ui-kit useDocumentTitle, which follows this name).
      if (organization.name && !document.title.includes(TITLE_SEPARATOR)) document.title = organization.name;
    })
    .catch(() => undefined);

  createRoot(document.getElementById('root')!).render(<App store={store} config={config} />);
}
