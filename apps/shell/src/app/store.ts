// The one store of the page. The shell owns auth, layout, navbar, organisation, the title's count and the
// presenter's remotes; every remote injects its own slices into it on first load.
import type { AxiosInstance } from 'axios';
import { createAppStore, titleCountSlice } from '@live-agent/store';
import { apiStoreContexts, authSlice, authSaga } from '@live-agent/auth';
import { layoutSlice, persistLayout, readStoredLayout } from '../features/layout/layout.slice';
import { organizationSlice } from '../features/organization/organization.slice';
import { initialRemotesState, persistDisabledRemotes, remotesSlice } from '../features/presenter/remotes.slice';
import { readDisabledRemotes } from '../federation/remoteCatalog';

/** `apiBase` is the product API origin (docs/architecture.md, How the shell boots); remote sagas call `${apiBase}/api/v1/...`. */
export function createShellStore(api: AxiosInstance, apiBase = '') {
  const store = createAppStore({
    slices: [authSlice, layoutSlice, organizationSlice, remotesSlice, titleCountSlice],
    ...apiStoreContexts(api, apiBase),
    preloadedState: {
      layout: readStoredLayout(),
      remotes: initialRemotesState(readDisabledRemotes()),
    },
  });
  store.injectSaga('auth', authSaga);

  // Persist the user's layout and remote choices whenever they change.
  let lastLayout = store.getState().layout;
  let lastRemotes = store.getState().remotes;
  store.subscribe(() => {
    const { layout, remotes } = store.getState();
    if (layout !== lastLayout) persistLayout((lastLayout = layout));
    if (remotes !== lastRemotes) persistDisabledRemotes((lastRemotes = remotes));
  });
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
