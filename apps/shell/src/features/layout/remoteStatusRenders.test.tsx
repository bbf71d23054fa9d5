// A remote's load status changes several times while it loads (started, loaded, its build). Each store change renders
// its subscribers synchronously, in one task; the frame (navbar, search, bookmarks, cart, presenter panel) must not
// be among them while the panel is closed, or every remote load draws the whole frame again (docs/architecture.md,
// Long tasks after sign-in). The panel, once opened, still follows the status, and turning a remote off still reaches
// the frame.
import { Profiler } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { createAppStore } from '@live-agent/store';
import { api, attachApi } from '@live-agent/store/api';
import { authSlice } from '@live-agent/auth';
import { setupTestServer } from '@live-agent/ui-kit/testing';
import { RuntimeConfigContext } from '../../app/RuntimeConfigContext';
import type { RuntimeConfig } from '../../config/runtimeConfig';
import { buildLoaded, enabledSet, loadStarted, loadSucceeded, remotesSlice } from '../presenter';
import { initTestI18n, renderWithProviders } from '../../test/render';
import { layoutSlice } from './layout.slice';
import { Navbar } from './Navbar';

setupTestServer();
beforeAll(() => initTestI18n());

const config: RuntimeConfig = {
  shellPort: 3000,
  apiPort: 3000,
  apiBaseUrl: null,
  mock: { demo: true, product: true },
  remotes: {
    email: { entry: 'http://localhost:3002/mf-manifest.json' },
    commerceInvoice: { entry: 'http://localhost:3005/mf-manifest.json' },
  },
};

function renderNavbar() {
  // With the API slice, as the frame gives the navbar (AntdFrame): the SLA bell reads through it.
  const store = attachApi(
    createAppStore({
      slices: [authSlice, layoutSlice, remotesSlice],
      sagaContext: { api: axios.create() },
    }),
  );
  const commits = { count: 0 };
  renderWithProviders(
    <RuntimeConfigContext.Provider value={config}>
      <Profiler id="navbar" onRender={() => (commits.count += 1)}>
        <Navbar menuOpen onToggleMenu={() => undefined} compact={false} onCustomize={() => undefined} />
      </Profiler>
    </RuntimeConfigContext.Provider>,
    { store },
  );
  return { store, commits };
}

/**
 * The navbar's own requests (the alerts bell, My status, bookmarks, cart) have all been answered and drawn: none
 * pending on the API slice, then one frame, in which RTK Query tells its subscribers of the last answers (its
 * batched notifications). Only then are the navbar's commits the remote statuses' doing.
 */
async function navbarSettled(store: ReturnType<typeof renderNavbar>['store']) {
  await waitFor(() => {
    const { queries, mutations } = (store.getState() as Record<string, ReturnType<typeof api.reducer>>)[
      api.reducerPath
    ];
    expect(
      [...Object.values(queries), ...Object.values(mutations)].filter((entry) => entry?.status === 'pending'),
    ).toEqual([]);
  });
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

const loadEmail = (store: ReturnType<typeof renderNavbar>['store'], ms: number) =>
  act(() => {
    store.dispatch(loadStarted('email'));
    store.dispatch(loadSucceeded({ name: 'email', ms }));
    store.dispatch(buildLoaded({ name: 'email', build: { version: '1.4.0', builtAt: '2026-11-20T10:00:00.000Z' } }));
  });

it('does not draw the frame again while a remote loads, and the presenter panel shows the status once opened', async () => {
  const user = userEvent.setup();
  const { store, commits } = renderNavbar();
  await screen.findByTestId('presenter-open');
  await navbarSettled(store);
  commits.count = 0;

  loadEmail(store, 124);
  expect(commits.count).toBe(0);

  await user.click(screen.getByTestId('presenter-open'));
  const panel = await screen.findByTestId('presenter-panel');
  expect(within(panel).getByTestId('remote-load-ms-email')).toHaveTextContent('124 ms');

  // Open, the panel follows the next load.
  loadEmail(store, 87);
  expect(within(panel).getByTestId('remote-load-ms-email')).toHaveTextContent('87 ms');
});

it('still hides what belongs to a remote the presenter turns off', async () => {
  const { store } = renderNavbar();
  expect(await screen.findByTestId('navbar-cart')).toBeInTheDocument();
  act(() => {
    store.dispatch(enabledSet({ name: 'commerceInvoice', enabled: false }));
  });
  expect(screen.queryByTestId('navbar-cart')).not.toBeInTheDocument();
});
