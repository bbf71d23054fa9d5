// Test harness for this remote's screens: i18next with the remote's and ui-kit's strings, the platform
// store (createAppStore) with a plain axios client in saga context, the toast area, and the remote's own
// routes in a memory router whose location is shown in `data-testid="location"`.
import { Suspense } from 'react';
import { act, render } from '@testing-library/react';
import axios from 'axios';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { createAppStore } from '@live-agent/store';
import { registerAuthTranslations } from '@live-agent/auth';
import { registerUiTranslations, ToastArea } from '@live-agent/ui-kit';
import { NAMESPACE, resources } from '../i18n';
import { routes } from '../routes';

export async function initTestI18n(lng = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    registerUiTranslations(i18n);
    registerAuthTranslations(i18n);
  }
  for (const [language, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, NAMESPACE)) i18n.addResourceBundle(language, NAMESPACE, bundle, true, false);
  }
  await i18n.changeLanguage(lng);
  return i18n;
}

export function createTestStore() {
  return createAppStore({ sagaContext: { api: axios.create() } });
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function Screens() {
  return useRoutes(routes);
}

/** Renders the remote's routes at `path` (lazy pages resume inside an awaited act). */
export async function renderRoute(path: string, store = createTestStore()) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <Provider store={store}>
        <ToastArea />
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback="loading">
            <Screens />
          </Suspense>
          <Location />
        </MemoryRouter>
      </Provider>,
    );
  });
  return { store, ...result };
}
