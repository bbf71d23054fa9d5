// A remote route that asks for a blank layout (the sign-in variants of the pages remote) renders in a plain
// frame, signed out, without the signed-in layout; any other remote URL still needs a session. The
// Module Federation runtime is stubbed as in federation/RemoteArea.test.tsx.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createAppStore } from '@live-agent/store';
import { AbilityContext, authSlice, clearSession, defineAbilityFor } from '@live-agent/auth';
import { remotesSlice } from '../features/presenter/remotes.slice';
import { layoutSlice } from '../features/layout/layout.slice';
import RemoteArea from '../federation/RemoteArea';
import { BLANK_LAYOUT_PATHS, isBlankLayoutPath } from '../federation/remoteCatalog';
import { registerConfiguredRemotes, resetRemote } from '../federation/remoteLoader';
import { connectRemoteStatus } from '../federation/connectRemoteStatus';
import RemoteFrame from './RemoteFrame';
import { oneRemoteConfig } from '../federation/remoteLoader.testing';
import { initTestI18n } from '../test/render';

jest.mock('@module-federation/enhanced/runtime', () => require('../federation/remoteLoader.testing').fakeRuntime);
// The signed-in layout is not under test: a marker stands in for it (were it drawn, the marker shows).
jest.mock('../features/layout/AppLayout', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return {
    __esModule: true,
    default: () => (
      <div data-testid="app-layout">
        <Outlet />
      </div>
    ),
  };
});

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Boom(): never {
  throw new Error('variant exploded');
}

const pagesRoutes = {
  routes: [
    {
      path: '/pages/login-v1',
      element: <p>Sign-in variant</p>,
      handle: { ability: { action: 'read', subject: 'Auth' }, layout: 'blank' },
    },
    {
      path: '/pages/login-v2',
      element: <Boom />,
      handle: { ability: { action: 'read', subject: 'Auth' }, layout: 'blank' },
    },
    {
      path: '/pages/profile',
      element: <p>Profile screen</p>,
      handle: { ability: { action: 'read', subject: 'Demo' } },
    },
  ],
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeAll(async () => {
  await initTestI18n();
  registerConfiguredRemotes(oneRemoteConfig('pages', 3006));
});

beforeEach(() => {
  resetRemote('pages');
  clearSession();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockResolvedValue(pagesRoutes);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

async function renderSignedOutAt(path: string) {
  const store = createAppStore({ slices: [authSlice, remotesSlice, layoutSlice] });
  connectRemoteStatus(store);
  await act(async () => {
    render(
      <Provider store={store}>
        <AbilityContext.Provider value={defineAbilityFor(null)}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login" element={<Where />} />
              <Route element={<RemoteFrame />}>
                <Route path="*" element={<RemoteArea />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </AbilityContext.Provider>
      </Provider>,
    );
  });
}

describe('blank-layout remote routes', () => {
  it('are the eight sign-in variants, matched with or without a trailing slash', () => {
    expect(BLANK_LAYOUT_PATHS).toHaveLength(8);
    expect(isBlankLayoutPath('/pages/login-v1/')).toBe(true);
    expect(isBlankLayoutPath('/pages/login-v1/extra')).toBe(false);
    expect(isBlankLayoutPath('/pages/profile')).toBe(false);
  });

  it('render signed out in a plain frame, without the signed-in layout', async () => {
    await renderSignedOutAt('/pages/login-v1');
    expect(await screen.findByText('Sign-in variant', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('blank-frame')).toContainElement(screen.getByText('Sign-in variant'));
    expect(screen.queryByTestId('app-layout')).not.toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it("keep the remote's error boundary: a variant that throws shows the fallback with Retry", async () => {
    await renderSignedOutAt('/pages/login-v2');
    expect(await screen.findByText('This part of the app stopped working', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByTestId('app-layout')).not.toBeInTheDocument();
  });

  it('leave every other remote URL behind the sign-in', async () => {
    await renderSignedOutAt('/pages/profile');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(screen.queryByText('Profile screen')).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
