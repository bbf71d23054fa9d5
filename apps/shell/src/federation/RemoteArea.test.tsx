// RemoteArea against a stubbed Module Federation runtime (the real one is exercised end to end):
// what the user sees when a remote loads, fails, comes back, throws, is off, or needs an ability.
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createAppStore } from '@live-agent/store';
import { AbilityContext, authSlice, defineAbilityFor, saveSession } from '@live-agent/auth';
import { enabledSet, remotesSlice } from '../features/presenter/remotes.slice';
import RemoteArea from './RemoteArea';
import { LOAD_FAILED } from './loadFailurePlugin';
import { registerConfiguredRemotes, resetRemote } from './remoteLoader';
import { connectRemoteStatus } from './connectRemoteStatus';
import { fakeRuntime, oneRemoteConfig } from './remoteLoader.testing';
import { initTestI18n } from '../test/render';

// A stand-in for the runtime's host: the remotes registered so far and the handler that forgets one.
jest.mock('@module-federation/enhanced/runtime', () => require('./remoteLoader.testing').fakeRuntime);

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Boom(): never {
  throw new Error('remote exploded');
}

const emailRoutes = {
  routes: [
    { path: '/apps/email', element: <p>Inbox screen</p>, handle: { ability: { action: 'read', subject: 'Demo' } } },
    { path: '/apps/email/boom', element: <Boom />, handle: { ability: { action: 'read', subject: 'Demo' } } },
    {
      path: '/apps/email/secret',
      element: <p>Secret</p>,
      handle: { ability: { action: 'manage', subject: 'Secret' } },
    },
  ],
};

beforeAll(async () => {
  await initTestI18n();
  registerConfiguredRemotes(oneRemoteConfig('email', 3002));
});

beforeEach(() => {
  resetRemote('email');
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

// React 19 retries a suspended `use()` from the act queue: render inside an awaited act.
async function renderAt(path: string, rules = [{ action: 'read', subject: 'Demo' }]) {
  const store = createAppStore({ slices: [authSlice, remotesSlice] });
  connectRemoteStatus(store);
  const ability = defineAbilityFor({ ability: rules } as never);
  saveSession({ userData: { id: 1, fullName: 'Test', ability: rules } as never, accessToken: 'token' });
  await act(async () => {
    render(
      <Provider store={store}>
        <AbilityContext.Provider value={ability}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<p>Loading screen</p>}>
              <Routes>
                <Route path="/misc/not-authorized" element={<p>Not authorized page</p>} />
                <Route path="*" element={<RemoteArea />} />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </AbilityContext.Provider>
      </Provider>,
    );
  });
  return store;
}

describe('RemoteArea', () => {
  it('renders the screen of the remote that owns the URL', async () => {
    mockedLoadRemote.mockResolvedValue(emailRoutes);
    await renderAt('/apps/email');
    expect(await screen.findByText('Inbox screen', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('email/routes');
    // The marker says which remote and which URL the screen on the page belongs to.
    expect(screen.getByTestId('remote-content')).toHaveAttribute('data-remote', 'email');
    expect(screen.getByTestId('remote-content')).toHaveAttribute('data-path', '/apps/email');
  });

  it('shows the fallback when the remote cannot be loaded, and Retry loads it without a reload', async () => {
    mockedLoadRemote.mockResolvedValueOnce({ [LOAD_FAILED]: true, id: 'email/routes', message: 'manifest 503' });
    await renderAt('/apps/email');
    expect(await screen.findByText('Email is unavailable right now')).toBeInTheDocument();
    // Plain words first; the runtime's own message is folded away under the technical details.
    expect(screen.getByText(/Its server could not be reached/)).toBeInTheDocument();
    expect(screen.getByText('manifest 503').closest('details')).not.toHaveAttribute('open');

    mockedLoadRemote.mockResolvedValueOnce(emailRoutes);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Inbox screen', {}, { timeout: 5000 })).toBeInTheDocument();
    // Retry makes the runtime forget the failed remote and fetch it afresh, without `force` (which warns
    // "already registered" in the console on every Retry).
    expect(fakeRuntime.getInstance().remoteHandler.removeRemote).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'email' }),
    );
    expect(registerRemotes).toHaveBeenLastCalledWith([
      { name: 'email', entry: 'http://localhost:3002/mf-manifest.json' },
    ]);
  });

  it('contains a remote screen that throws, with a Retry that re-mounts it', async () => {
    mockedLoadRemote.mockResolvedValue(emailRoutes);
    await renderAt('/apps/email/boom');
    expect(await screen.findByText('This part of the app stopped working')).toBeInTheDocument();
    expect(screen.getByText('remote exploded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('shows the turned-off page for a remote a presenter switched off', async () => {
    const store = await renderAt('/apps/email');
    act(() => {
      store.dispatch(enabledSet({ name: 'email', enabled: false }));
    });
    expect(await screen.findByText('Email is turned off')).toBeInTheDocument();
  });

  it('sends a user without the route ability to the not-authorized page', async () => {
    mockedLoadRemote.mockResolvedValue(emailRoutes);
    await renderAt('/apps/email/secret');
    expect(await screen.findByText('Not authorized page')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });

  it('says so when no remote owns the URL', async () => {
    await renderAt('/nowhere');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('records the load and its time for the presenter panel', async () => {
    mockedLoadRemote.mockResolvedValue(emailRoutes);
    const store = await renderAt('/apps/email');
    await screen.findByText('Inbox screen');
    await act(async () => undefined);
    expect(store.getState().remotes.email.status).toBe('loaded');
    expect(store.getState().remotes.email.loadMs).toEqual(expect.any(Number));
  });
});
