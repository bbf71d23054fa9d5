// Providers around the whole page: store, runtime config, abilities, antd theme/locale/direction.
// antd is one shared singleton, so this ConfigProvider reaches every remote's components too.
import { useEffect, useMemo } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import { Provider, useSelector } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AbilityContext, defineAbilityFor, selectAuthUser } from '@live-agent/auth';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { antdLocales, type Language } from '../i18n';
import { selectLayout } from '../features/layout/layout.slice';
import { RuntimeConfigContext } from './RuntimeConfigContext';
import type { ShellStore } from './store';
import { createShellRouter } from './router';

const router = createShellRouter();

function ThemedApp() {
  const { i18n } = useTranslation();
  const layout = useSelector(selectLayout);
  const userData = useSelector(selectAuthUser);
  const ability = useMemo(() => defineAbilityFor(userData), [userData]);
  const direction = layout.isRTL ? 'rtl' : 'ltr';

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <ConfigProvider
      direction={direction}
      locale={antdLocales[(i18n.language as Language) ?? 'en'] ?? antdLocales.en}
      theme={{
        algorithm: layout.skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: '#4f46e5', borderRadius: 8 },
      }}
    >
      {/* message/notification stack with the newest on top (SPEC §1) */}
      <AntApp message={{ top: 72, maxCount: 5 }} notification={{ placement: 'topRight', stack: { threshold: 4 } }}>
        <AbilityContext.Provider value={ability}>
          <RouterProvider router={router} />
        </AbilityContext.Provider>
      </AntApp>
    </ConfigProvider>
  );
}

export function App({ store, config }: { store: ShellStore; config: RuntimeConfig }) {
  useEffect(() => {
    // The static loading screen of index.html goes away on the first render.
    const boot = document.getElementById('boot-screen');
    if (boot) {
      boot.style.opacity = '0';
      setTimeout(() => boot.remove(), 200);
    }
  }, []);

  return (
    <Provider store={store}>
      <RuntimeConfigContext.Provider value={config}>
        <ThemedApp />
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
