// Where a sign-in returns to: the page a signed-out visitor opened, but not the page of a user who just signed out
// with the navbar's Sign out, since the next user may not be allowed there (an agent after an admin on the settings).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initTestI18n, setupTestServer } from '@live-agent/ui-kit/testing';
import { createAppStore } from '@live-agent/store';
import { authSaga, authSlice, clearSession, logout } from '@live-agent/auth';
import en from '../i18n/locales/en.json';
import { layoutSlice } from '../features/layout';
import { organizationSlice } from '../features/organization';
import { LoginPage } from '../features/auth-pages/LoginPage';
import { RequireSignIn } from './RemoteFrame';

beforeAll(async () => {
  await initTestI18n('en', { namespace: 'shell', resources: { en }, isDefault: true });
});
beforeEach(() => clearSession());
setupTestServer();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function renderAt(path: string) {
  const store = createAppStore({
    slices: [authSlice, layoutSlice, organizationSlice],
    sagaContext: { api: axios.create() },
  });
  store.injectSaga('auth', authSaga);
  await act(async () => {
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="*"
              element={
                <RequireSignIn>
                  <Where />
                </RequireSignIn>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  });
  return store;
}

async function signInAs(email: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(email.replace('.', '\\.')) }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('RequireSignIn', () => {
  it('returns a signed-out visitor to the page they opened; after a sign-out, the next user starts at their home', async () => {
    const store = await renderAt('/live-agent/settings/general?tab=routing');
    await signInAs('admin@demo.com');
    expect(await screen.findByTestId('where')).toHaveTextContent('/live-agent/settings/general?tab=routing');

    await act(async () => {
      store.dispatch(logout());
    });
    await signInAs('agent@demo.com');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/live-agent\/inbox$/);
  });
});
