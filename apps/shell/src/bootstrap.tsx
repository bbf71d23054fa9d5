// Boot order (DESIGN §2): service workers out, runtime config in, Mirage up before any request,
// remotes registered, store and i18n ready, then render.
import { createRoot } from 'react-dom/client';
import { clearSession, createApiClient, productApiBase, registerAuthTranslations } from '@live-agent/auth';
import { fetchRuntimeConfig } from './config/runtimeConfig';
import { registerConfiguredRemotes, onRemoteStatus } from './federation/remoteLoader';
import { createShellStore } from './app/store';
import { initI18n } from './i18n';
import { App } from './app/App';
import { loadFailed, loadStarted, loadSucceeded } from './features/presenter/remotes.slice';
import { fetchCurrentOrganization } from './features/organization/organization.api';
import { organizationLoaded } from './features/organization/organization.slice';

async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

async function boot() {
  await unregisterServiceWorkers();
  const config = await fetchRuntimeConfig();
  const apiBase = productApiBase(config);

  if (config.mock.demo || config.mock.product) {
    // Its own chunk: a deployment against the real API never downloads Mirage.
    const { startMockServer } = await import(/* webpackChunkName: "mock-server" */ '@live-agent/mock-server');
    startMockServer({ productApiBase: apiBase, demo: config.mock.demo, product: config.mock.product });
  }

  registerConfiguredRemotes(config);

  const api = createApiClient({
    onSignOut: () => {
      clearSession();
      window.location.assign('/login');
    },
  });
  const store = createShellStore(api);
  onRemoteStatus((event) => {
    if (event.phase === 'started') store.dispatch(loadStarted(event.name));
    else if (event.result.ok) store.dispatch(loadSucceeded({ name: event.name, ms: event.result.ms }));
    else store.dispatch(loadFailed({ name: event.name, ms: event.result.ms, error: event.result.error }));
  });

  const i18n = await initI18n();
  registerAuthTranslations(i18n);

  // The organisation's name and logo replace ours when the API answers; a failure is ignored (SPEC §7).
  fetchCurrentOrganization(api, apiBase)
    .then((organization) => {
      store.dispatch(organizationLoaded(organization));
      if (organization.name) document.title = organization.name;
    })
    .catch(() => undefined);

  createRoot(document.getElementById('root')!).render(<App store={store} config={config} />);
}

void boot();
