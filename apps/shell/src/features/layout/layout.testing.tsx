// The signed-in frame for the layout's tests: AppLayout with the slices it reads, at `route`. The tests mock what is
// not under test themselves (the presenter panel, the remotes' preloading, the viewport), since jest.mock belongs to
// the test file.
import axios from 'axios';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { authSlice } from '@live-agent/auth';
import { remotesSlice } from '../presenter';
import { organizationSlice } from '../organization';
import { setupTestServer } from '@live-agent/ui-kit/testing';
import { initTestI18n, renderWithProviders } from '../../test/render';
import { layoutSlice } from './layout.slice';
import AppLayout from './AppLayout';

/** The frame's tests' setup: the mock server per test, the shell's strings once. */
export function setupFrameTest() {
  setupTestServer();
  beforeAll(async () => {
    await initTestI18n();
  });
}

export function renderFrame(route = '/live-agent/dashboard') {
  const store = attachApi(
    createAppStore({
      slices: [authSlice, layoutSlice, remotesSlice, organizationSlice],
      sagaContext: { api: axios.create() },
    }),
  );
  renderWithProviders(<AppLayout />, { store: store as never, route });
  return store;
}
