// Lets a remote's team run it without the shell (`npm start -w apps/<name>`): its own Mirage, store,
// i18n and a minimal frame with a link per screen. Signs in as the demo admin so every screen and API
// call works. A separate entry of ui-kit (not shared) so the shell never downloads it.
import { StrictMode, Suspense, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_WAVE, appTheme } from '../theme/appTheme';
import { useReducedMotion } from '../motion/reducedMotion';
import { installAntdStyles } from '../theme/staticStyles';
import { ConfigProvider, Layout, Menu, Radio, Spin, Typography } from 'antd';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import {
  AbilityContext,
  authSaga,
  authSlice,
  apiStoreContexts,
  createApiClient,
  defineAbilityFor,
  loginSucceeded,
  registerAuthTranslations,
  saveSession,
} from '@live-agent/auth';
import { LANGUAGES } from '@live-agent/contracts';
import type { RemoteRoute } from '../remote/contract';
import { registerUiTranslations } from '../i18n/resources';
import { switchLanguage } from '../i18n/languageLoaders';
import { ErrorBoundary } from '../feedback/ErrorBoundary';
import { ToastArea } from '../feedback/toast';
import { NotFoundPage, PageSpinner, RemoteUnavailable } from '../feedback/StatusPages';

export interface StandaloneOptions {
  remoteName: string;
  /** i18n key ("namespace:key") of the remote's title. */
  titleKey: string;
  routes: RemoteRoute[];
}

function Frame({ titleKey, routes }: Omit<StandaloneOptions, 'remoteName'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const element = useRoutes([
    ...routes,
    { path: '*', element: <NotFoundPage onHome={() => navigate(routes[0]?.path ?? '/')} /> },
  ]);
  // Links to every screen without URL parameters.
  const links = useMemo(
    () =>
      routes
        .filter((route) => route.path && !route.path.includes(':') && route.handle?.titleKey)
        .map((route) => ({ key: route.path!, label: t(`${titleKey.split(':')[0]}:${route.handle!.titleKey}`) })),
    [routes, t, titleKey],
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 16, background: '#fff', borderBottom: '1px solid #eee' }}
      >
        <Typography.Title level={4} style={{ margin: 0, whiteSpace: 'nowrap' }}>
          {t(titleKey)}
        </Typography.Title>
        <Menu
          mode="horizontal"
          selectedKeys={[pathname]}
          items={links}
          onClick={({ key }) => navigate(key)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Radio.Group
          optionType="button"
          size="small"
          value={i18n.language}
          onChange={(event) => void switchLanguage(event.target.value)}
          options={LANGUAGES.map((lng) => ({ value: lng, label: lng.toUpperCase() }))}
          aria-label={t('ui:language')}
        />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      </Layout.Content>
    </Layout>
  );
}

export async function mountStandalone({ remoteName, titleKey, routes }: StandaloneOptions) {
  const { startMockServer, storageKeeper } = await import(
    /* webpackChunkName: "mock-server" */ '@live-agent/mock-server'
  );
  // As in the shell's demo: a history up to the real clock, kept moving by the live simulation, and what the user
  // changed kept in this browser (docs/architecture.md, "Demo data that outlives a reload").
  startMockServer({ conversations: { endsAt: 'now', simulationIntervalMs: 5000 }, keep: storageKeeper() });

  await i18n.use(initReactI18next).init({
    lng: localStorage.getItem('liveAgent.language') ?? 'en',
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
  });
  await registerUiTranslations(i18n).catch(() => undefined);
  registerAuthTranslations(i18n);

  const api = createApiClient({
    onSignOut: () => window.location.reload(),
    language: () => i18n.language,
    renewWhileUsing: window,
  });
  // Mirage answers the product API on this page's origin when a remote runs alone.
  const store = attachApi(createAppStore({ slices: [authSlice], ...apiStoreContexts(api, window.location.origin) }));
  store.injectSaga('auth', authSaga);

  // Always start signed in as the demo admin: the remote's screens need a token and abilities.
  const { data } = await api.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
  saveSession({ userData: data.userData, accessToken: data.accessToken });
  store.dispatch(loginSucceeded(data.userData));
  const ability = defineAbilityFor(data.userData);

  await installAntdStyles();

  function Root() {
    const [attempt, setAttempt] = useState(0);
    const reducedMotion = useReducedMotion();
    return (
      <ConfigProvider theme={appTheme('light', { reducedMotion })} wave={APP_WAVE}>
        <ToastArea />
        <AbilityContext.Provider value={ability}>
          <BrowserRouter>
            <ErrorBoundary
              key={attempt}
              fallback={(error) => (
                <RemoteUnavailable
                  crashed
                  remote={remoteName}
                  detail={error.message}
                  onRetry={() => setAttempt((n) => n + 1)}
                />
              )}
            >
              <Suspense fallback={<Spin fullscreen />}>
                <Frame titleKey={titleKey} routes={routes} />
              </Suspense>
            </ErrorBoundary>
          </BrowserRouter>
        </AbilityContext.Provider>
      </ConfigProvider>
    );
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <Root />
      </Provider>
    </StrictMode>,
  );
}
