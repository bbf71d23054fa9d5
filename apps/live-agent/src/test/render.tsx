// Test harness for this remote's screens: i18next with the remote's, ui-kit's and auth's strings; the real
// Mirage server; a session signed in through it (admin by default, or the agent); the platform store with
// the real API client (Bearer token, Accept-Language) in saga context; the ability of that user; the toast
// area; and the remote's own routes in a memory router whose location is shown in `data-testid="location"`.
import { Suspense } from 'react';
import { act, render } from '@testing-library/react';
import axios from 'axios';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { Server } from 'miragejs';
import { createAppStore } from '@live-agent/store';
import {
  AbilityProvider, clearSession, createApiClient, defineAbilityFor, getAccessToken, registerAuthTranslations, saveSession,
} from '@live-agent/auth';
import type { UserData } from '@live-agent/contracts';
import { startMockServer } from '@live-agent/mock-server';
import { registerUiTranslations, ToastArea } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';
import { resources } from '../i18n/features';
import { routes } from '../routes';

export async function initTestI18n(lng = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    registerUiTranslations(i18n);
    registerAuthTranslations(i18n);
  }
  for (const [language, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(language, NAMESPACE, bundle, true, false);
  }
  await i18n.changeLanguage(lng);
  return i18n;
}

export type DemoRole = 'admin' | 'agent';

/** Starts Mirage (call in beforeEach; shut it down in afterEach). */
export function startTestServer(): Server {
  return startMockServer({ environment: 'test' });
}

/**
 * Mirage with the conversation history ending now, as the app has it, so the report screens' date presets
 * (which count from today) find conversations. Without a simulation: figures only change when a test says so.
 */
export function startReportTestServer(): Server {
  return startMockServer({ environment: 'test', conversations: { endsAt: 'now' } });
}

/** GET on the product API as the signed-in user: what a screen's figures must equal. */
export async function apiGet<T>(path: string, params: object = {}): Promise<T> {
  const { data } = await axios.get<T>(`/api/v1${path}`, { params, headers: { Authorization: `Bearer ${getAccessToken()}` } });
  return data;
}

/** Signs in through Mirage and stores the session, as the shell does after the login form. */
export async function signIn(role: DemoRole = 'admin'): Promise<UserData> {
  clearSession();
  const { data } = await axios.post('/jwt/login', { email: `${role}@demo.com`, password: role });
  saveSession({ userData: data.userData, accessToken: data.accessToken, refreshToken: data.refreshToken });
  return data.userData as UserData;
}

export function createTestStore() {
  const api = createApiClient({ onSignOut: () => undefined, language: () => i18n.language });
  return createAppStore({ sagaContext: { api, apiBase: '' } });
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function Screens() {
  return useRoutes(routes);
}

/** Signs in as `role` and renders the remote's routes at `path` (lazy pages resume inside an awaited act). */
export async function renderRoute(path: string, { role = 'admin' as DemoRole, store = createTestStore() } = {}) {
  const user = await signIn(role);
  const ability = defineAbilityFor(user);
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
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
      </Provider>,
    );
  });
  return { store, ...result };
}

/**
 * jsdom computes styles by matching every rule of every stylesheet, and antd's CSS-in-JS injects hundreds of
 * kilobytes: each getComputedStyle (error placement, scroll to the first error, popup alignment) then costs
 * hundreds of milliseconds on a loaded machine. jsdom does no layout, so nothing these tests look at depends on
 * the cascade: the element's own inline style stands in for it. Call once at the top of a screen's test file.
 */
export function useInlineComputedStyle(): void {
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
      element instanceof HTMLElement && !pseudo ? element.style : original.call(window, element)) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}

/**
 * The usual setup of a screen's test file: inline computed styles, i18n, and a fresh Mirage server for each
 * test (shut down after it). Returns a getter for the running server. Report screens pass `{ history: 'now' }`:
 * the conversation history then ends at the real clock, so the date presets (counted from today) find rows.
 */
export function useScreenTest({ history = 'reference' as 'reference' | 'now' } = {}): () => Server {
  let server: Server;
  useInlineComputedStyle();
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    server = history === 'now' ? startReportTestServer() : startTestServer();
  });
  afterEach(() => {
    server.shutdown();
  });
  return () => server;
}
