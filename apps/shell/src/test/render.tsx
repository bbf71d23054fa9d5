// Providers for the shell's component tests: i18next with the shell's English texts (through
// ui-kit's test harness), a store from createAppStore (remotes slice + the API client in saga context), CASL
// abilities and a router whose current path is shown in `data-testid="location"`.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { AxiosInstance } from 'axios';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, titleCountSlice } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { AbilityContext, createApiClient, defineAbilityFor, type AbilityRule } from '@live-agent/auth';
import { initTestI18n as initHarnessI18n, TestTheme } from '@live-agent/ui-kit/testing';
import { remotesSlice } from '../features/presenter';
import en from '../i18n/locales/en.json';

export const MANAGE_ALL: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

export function initTestI18n() {
  return initHarnessI18n('en', { namespace: 'shell', resources: { en }, isDefault: true });
}

/** The store with the API client the shell uses: it sends the signed-in session's token (signIn in the test). */
export function createTestStore(api: AxiosInstance = createApiClient({ onSignOut: () => undefined })) {
  return attachApi(createAppStore({ slices: [remotesSlice, titleCountSlice], sagaContext: { api } }));
}

export type TestStore = ReturnType<typeof createTestStore>;

function LocationDisplay() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

export function renderWithProviders(
  ui: ReactElement,
  {
    store = createTestStore(),
    route = '/start',
    ability = MANAGE_ALL,
  }: { store?: TestStore; route?: string; ability?: AbilityRule[] } = {},
) {
  const result = render(
    <TestTheme>
      <Provider store={store}>
        <AbilityContext.Provider value={defineAbilityFor({ ability } as never)}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <LocationDisplay />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </AbilityContext.Provider>
      </Provider>
    </TestTheme>,
  );
  return { store, ...result };
}
