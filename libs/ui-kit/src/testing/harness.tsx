// One test harness for every remote: a remote binds it to its namespace and routes in a few lines
// (src/test/render.tsx) and its tests get what the shell gives its screens in the browser: i18next with
// the remote's, ui-kit's and auth's strings; the real Mirage server; a session signed in through it; the
// platform store with the real API client (Bearer token, Accept-Language) in saga context; the ability of
// the signed-in user; the toast area; and the remote's routes in a memory router whose location is shown
// in `data-testid="location"` (docs/architecture.md, The remote contract).
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import i18n from 'i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { Server } from 'miragejs';
import type { MockServerOptions } from '@live-agent/mock-server';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { AbilityProvider, apiStoreContexts, createApiClient, defineAbilityFor } from '@live-agent/auth';
import type { RemoteRoute } from '../remote/contract';
import { ToastArea } from '../feedback/toast';
import { formRules } from '../form-rules/formRules';
import { UI_NAMESPACE } from '../i18n/resources';
import { initTestI18n, type TestNamespace } from './i18n';
import { startTestServer, setupTestServer } from './server';
import { apiGet, signIn, type DemoRole } from './session';
import { appTheme } from '../theme/appTheme';
import { describeRemoteContract } from './remoteContract';

// The theme the frame gives every screen (AntdFrame): antd writes no CSS while rendering (zeroRuntime) and, as for a
// person who asked for less motion, opens and closes without animating. Generating antd's CSS took about a tenth of a
// screen test's time, and nothing a test reads depends on the cascade (jest/after-env.js in build-config).
const TEST_THEME = appTheme('light', { reducedMotion: true });

/** antd's context as the frame sets it (TEST_THEME): wrap what a test renders outside renderRoute. */
export function TestTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={TEST_THEME}>{children}</ConfigProvider>;
}

/** The platform store as the shell builds it: the real API client (and '' = this origin) in saga context, and its early reader. */
export function createTestStore() {
  const api = createApiClient({ onSignOut: () => undefined, language: () => i18n.language });
  return attachApi(createAppStore(apiStoreContexts(api, '')));
}

export type TestStore = ReturnType<typeof createTestStore>;

export interface RenderRouteOptions {
  /** Who is signed in (through Mirage, so a test server must run). Default the demo admin. */
  role?: DemoRole;
  store?: TestStore;
}

function Location() {
  const location = useLocation();
  // The page's address follows the router's, as in the browser, where a screen may read it (window.location).
  useLayoutEffect(
    () => window.history.replaceState(null, '', location.pathname + location.search),
    [location.pathname, location.search],
  );
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function createRemoteHarness({ namespace, resources, routes }: TestNamespace & { routes: RemoteRoute[] }) {
  function Screens() {
    return useRoutes(routes);
  }

  /** Signs in as `role` and renders the remote's routes at `path` (lazy pages resume inside an awaited act). */
  async function renderRoute(path: string, { role = 'admin', store = createTestStore() }: RenderRouteOptions = {}) {
    const user = await signIn(role);
    const ability = defineAbilityFor(user);
    let result!: ReturnType<typeof render>;
    await act(async () => {
      result = render(
        <TestTheme>
          <Provider store={store}>
            <AbilityProvider value={ability}>
              <ToastArea />
              <MemoryRouter initialEntries={[path]}>
                <Suspense fallback="loading">
                  <Screens />
                </Suspense>
                <Location />
              </MemoryRouter>
            </AbilityProvider>
          </Provider>
        </TestTheme>,
      );
    });
    return { store, ...result };
  }

  const initRemoteI18n = (lng = 'en') => initTestI18n(lng, { namespace, resources });

  /**
   * The usual setup of a screen's test file: i18n, and a fresh Mirage server for
   * each test (shut down after it). Returns a getter for the running server.
   */
  function setupScreenTest(serverOptions: Omit<MockServerOptions, 'environment'> = {}): () => Server {
    beforeAll(async () => {
      await initRemoteI18n();
    });
    return setupTestServer(serverOptions);
  }

  /** ui-kit's form rules in English (once i18n is set up). */
  const englishFormRules = () => formRules(i18n.getFixedT('en', UI_NAMESPACE));

  /**
   * describeRemoteContract for this remote (its namespace, routes and strings as bound here), and, given
   * `firstScreen`, the screen at its path (default the preloaded one, which must be the remote's first screen)
   * rendered in German against a fresh Mirage server, where `shows` checks what the remote's own page says.
   */
  function describeContract({
    preload,
    firstScreen,
  }: {
    preload: { run: () => Promise<unknown>; path: string };
    firstScreen?: { path?: string; shows: () => Promise<void> };
  }) {
    // A remote binds all four languages (TestNamespace).
    const all = resources as Parameters<typeof describeRemoteContract>[0]['resources'];
    describeRemoteContract({ namespace, routes, resources: all, rendersFirstScreen: false, preload });
    if (!firstScreen) return;
    const path = firstScreen.path ?? preload.path;
    describe(`${namespace} first screen`, () => {
      it(`renders ${path} when visited, in the chosen language`, async () => {
        if (!firstScreen.path) expect(routes.find((route) => route.handle)?.path).toBe(path);
        const server = startTestServer();
        try {
          await initRemoteI18n('de');
          await renderRoute(path);
          await firstScreen.shows();
        } finally {
          server.shutdown();
          await initRemoteI18n('en');
        }
      });
    });
  }

  return {
    initTestI18n: initRemoteI18n,
    renderRoute,
    setupScreenTest,
    signIn,
    createTestStore,
    startTestServer,
    apiGet,
    englishFormRules,
    describeContract,
  };
}
