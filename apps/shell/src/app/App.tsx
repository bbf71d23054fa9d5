// Providers around the whole page: store, runtime config, abilities, antd theme/locale/direction.
// antd is one shared singleton, so this ConfigProvider reaches every remote's components too.
import { useEffect, useMemo } from 'react';
import { ConfigProvider, theme } from 'antd';
import { Provider, useSelector } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AbilityContext, defineAbilityFor, selectAuthUser } from '@live-agent/auth';
import { ToastArea } from '@live-agent/ui-kit';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { antdLocaleFor } from '../i18n';
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
      locale={antdLocaleFor(i18n.language)}
      theme={{
        algorithm: layout.skin === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: '#4f46e5', borderRadius: 8 },
      }}
    >
      {/* toasts stacked with the newest on top (SPEC §1) */}
      <ToastArea />
      <AbilityContext.Provider value={ability}>
        <RouterProvider router={router} />
      </AbilityContext.Provider>
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
