// The presenter panel's state: each remote's load status and time, and whether a presenter turned it
// off. The on/off choice is kept in localStorage so it survives reloads.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DISABLED_REMOTES_KEY, REMOTES, type RemoteName } from '../../federation/remoteCatalog';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface RemoteBuild {
  version: string;
  builtAt: string;
}

export interface RemoteState {
  status: RemoteStatus;
  /** The build on the page, once loaded: a redeploy or rollback shows here on the next page load. */
  build: RemoteBuild | null;
  loadMs: number | null;
  error: string | null;
  enabled: boolean;
}

export function initialRemotesState(disabled: RemoteName[] = []): Record<RemoteName, RemoteState> {
  return Object.fromEntries(
    REMOTES.map(({ name }) => [
      name,
      { status: 'idle', build: null, loadMs: null, error: null, enabled: !disabled.includes(name) },
    ]),
  ) as Record<RemoteName, RemoteState>;
}

export const remotesSlice = createSlice({
  name: 'remotes',
  initialState: initialRemotesState(),
  reducers: {
    loadStarted(state, { payload }: PayloadAction<RemoteName>) {
      state[payload].status = 'loading';
      state[payload].error = null;
    },
    loadSucceeded(state, { payload }: PayloadAction<{ name: RemoteName; ms: number }>) {
      Object.assign(state[payload.name], { status: 'loaded', loadMs: Math.round(payload.ms), error: null });
    },
    loadFailed(state, { payload }: PayloadAction<{ name: RemoteName; ms: number; error: string }>) {
      Object.assign(state[payload.name], { status: 'failed', loadMs: Math.round(payload.ms), error: payload.error });
    },
    buildLoaded(state, { payload }: PayloadAction<{ name: RemoteName; build: RemoteBuild }>) {
      state[payload.name].build = payload.build;
    },
    enabledSet(state, { payload }: PayloadAction<{ name: RemoteName; enabled: boolean }>) {
      state[payload.name].enabled = payload.enabled;
    },
  },
  selectors: {
    selectRemotes: (state) => state,
    selectEnabledRemotes: (state) => REMOTES.filter(({ name }) => state[name].enabled).map(({ name }) => name),
  },
});

export const { loadStarted, loadSucceeded, loadFailed, buildLoaded, enabledSet } = remotesSlice.actions;
export const { selectRemotes, selectEnabledRemotes } = remotesSlice.selectors;

export function persistDisabledRemotes(state: Record<RemoteName, RemoteState>, storage: Storage = localStorage) {
  const disabled = REMOTES.filter(({ name }) => !state[name].enabled).map(({ name }) => name);
  storage.setItem(DISABLED_REMOTES_KEY, JSON.stringify(disabled));
}
