// The sign-in and register pages against the real Mirage routes and the real auth saga.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initTestI18n, setupTestServer } from '@live-agent/ui-kit/testing';
import { createAppStore } from '@live-agent/store';
import { authSaga, authSlice, clearSession, logout } from '@live-agent/auth';
import en from '../../i18n/locales/en.json';
import { layoutSlice } from '../layout';
import { organizationSlice } from '../organization';
import { LoginPage } from './LoginPage';
import AuthFormPage from './AuthFormPage';
import { RequireSignIn } from '../../app/RemoteFrame';

beforeAll(async () => {
  await initTestI18n('en', { namespace: 'shell', resources: { en }, isDefault: true });
});

beforeEach(() => {
  clearSession();
});

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
            <Route path="/register" element={<AuthFormPage page="register" />} />
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

describe('sign-in page', () => {
  it('names the browser tab for what the page does, then the organisation, and so do the other sign-in pages', async () => {
    const store = await renderAt('/login');
    const organization = (store.getState() as { organization: { name: string } }).organization.name;
    expect(document.title).toBe(`Sign in · ${organization}`);
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(document.title).toBe(`Sign up · ${organization}`);
  });

  it('refuses empty and malformed input on the page, under each field', async () => {
    await renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  });

  it("shows the server's 'Email or Password is Invalid' under the email field", async () => {
    await renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or Password is Invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs an admin in and lands on the dashboard; a demo account button fills the form', async () => {
    await renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/live-agent/dashboard');
    expect(JSON.parse(localStorage.getItem('userData')!).email).toBe('admin@demo.com');
  });

  it('after a session ended, says so and returns to the page the user was on once signed in', async () => {
    await renderAt(`/login?${new URLSearchParams({ reason: 'expired', from: '/live-agent/agents?page=2' })}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session has ended. Sign in again to go on where you were.',
    );
    await userEvent.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/live-agent/agents?page=2');
  });

  it('returns a visitor to the page opened signed out; after a sign-out, the next user starts at their own home', async () => {
    const store = await renderAt('/live-agent/settings/general?tab=routing');
    await userEvent.click(await screen.findByRole('button', { name: /admin@demo\.com/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/live-agent/settings/general?tab=routing');
    // The navbar's Sign out: the settings are the admin's page, not where an agent signing in next should land.
    await act(async () => {
      store.dispatch(logout());
    });
    await userEvent.click(await screen.findByRole('button', { name: /agent@demo\.com/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/live-agent\/inbox$/);
  });

  it('ignores a return address that leaves the app', async () => {
    await renderAt(`/login?${new URLSearchParams({ from: '//evil.example/x' })}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /admin@demo\.com/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/live-agent/dashboard');
  });

  it('tells a presenter that what the demo changes is kept in this browser, and how to start again', async () => {
    await renderAt('/login');
    expect(screen.getByTestId('demo-data-note')).toHaveTextContent(
      'What you change in the demo is kept in this browser, across reloads and new tabs. “Reset demo data” in the presenter panel starts again from the original data.',
    );
  });

  it('sends a client to the access-control page', async () => {
    await renderAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'client');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/access-control');
  });
});

describe('register page', () => {
  it('puts a duplicate email and username under their own fields', async () => {
    await renderAt('/register');
    await userEvent.type(screen.getByLabelText('Username'), 'johndoe');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'secret12');
    await userEvent.click(screen.getByLabelText('I agree to the privacy policy and terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already in use.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already in use.');
  });

  it('requires the terms to be accepted', async () => {
    await renderAt('/register');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('I agree to the privacy policy and terms')).toHaveAccessibleDescription(
      'Accept the privacy policy and terms to continue.',
    );
  });
});
