// The root of the page: store, runtime config and router. No antd here: the sign-in pages are plain
// React so the first load stays small; the signed-in part brings antd (see AntdFrame).
import { useEffect } from 'react';
import i18n from 'i18next';
import { Provider, useSelector } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { startScreenLoadsOnNavigation } from '../federation/startScreenLoads';
import { selectEnabledRemotes } from '../features/presenter/remotes.slice';
import { selectLayout } from '../features/layout/layout.slice';
import { RuntimeConfigContext } from './RuntimeConfigContext';
import type { ShellStore } from './store';
import { createShellRouter } from './router';
import './plain.css';

const router = createShellRouter();

/**
 * Direction and skin on <html>, for antd-less pages and global CSS alike. A switch of direction renders every
 * translated part of the page again, which then isolates its strings and figures for the new direction or stops
 * (ui-kit i18n/layoutIsolation.ts).
 */
function DocumentLayout() {
  const layout = useSelector(selectLayout);
  useEffect(() => {
    const root = document.documentElement;
    const wasRightToLeft = root.dir === 'rtl';
    root.dir = layout.isRTL ? 'rtl' : 'ltr';
    root.dataset.skin = layout.skin;
    if (wasRightToLeft !== layout.isRTL && i18n.isInitialized) void i18n.changeLanguage(i18n.language);
  }, [layout.isRTL, layout.skin]);
  return null;
}

export function App({ store, config }: { store: ShellStore; config: RuntimeConfig }) {
  useEffect(() => {
    // The static loading screen of index.html fades out on the first render, without blocking.
    performance.mark('boot:first-render');
    const boot = document.getElementById('boot-screen');
    if (boot) {
      boot.style.pointerEvents = 'none';
      boot.setAttribute('aria-hidden', 'true');
      boot.style.opacity = '0';
      setTimeout(() => boot.remove(), 200);
    }
  }, []);

  // A remote screen's first GETs leave when its URL is opened, not once it has rendered (federation/startScreenLoads).
  useEffect(
    () =>
      startScreenLoadsOnNavigation(
        router,
        {
          state: () => store.getState(),
          // The API slice comes with its first use, so the sign-in page does without it.
          prefetch: (actions) =>
            void import('@live-agent/store/api').then(({ attachApi }) => {
              attachApi(store);
              for (const action of actions) store.dispatch(action as never);
            }),
        },
        () => selectEnabledRemotes(store.getState()),
      ),
    [store],
  );

  return (
    <Provider store={store}>
      <RuntimeConfigContext.Provider value={config}>
        <DocumentLayout />
        <RouterProvider router={router} />
      </RuntimeConfigContext.Provider>
    </Provider>
  );
}
