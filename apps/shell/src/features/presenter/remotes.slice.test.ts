import {
  enabledSet,
  initialRemotesState,
  loadFailed,
  loadStarted,
  loadSucceeded,
  persistDisabledRemotes,
  remotesSlice,
} from './remotes.slice';
import { DISABLED_REMOTES_KEY, readDisabledRemotes } from '../../federation/remoteCatalog';

const reduce = remotesSlice.reducer;

describe('remotes slice', () => {
  it('starts every remote idle and on, except those stored as off', () => {
    const state = initialRemotesState(['chat']);
    expect(state.email).toEqual({ status: 'idle', build: null, loadMs: null, error: null, enabled: true });
    expect(state.chat.enabled).toBe(false);
  });

  it('records a load and its duration, then a failure with its reason', () => {
    let state = reduce(initialRemotesState(), loadStarted('email'));
    expect(state.email.status).toBe('loading');
    state = reduce(state, loadSucceeded({ name: 'email', ms: 123.6 }));
    expect(state.email).toMatchObject({ status: 'loaded', loadMs: 124 });
    state = reduce(state, loadFailed({ name: 'chat', ms: 40, error: 'manifest 404' }));
    expect(state.chat).toMatchObject({ status: 'failed', loadMs: 40, error: 'manifest 404' });
  });

  it('keeps the presenter choice across reloads through localStorage', () => {
    localStorage.clear();
    const state = reduce(initialRemotesState(), enabledSet({ name: 'pages', enabled: false }));
    persistDisabledRemotes(state);
    expect(JSON.parse(localStorage.getItem(DISABLED_REMOTES_KEY)!)).toEqual(['pages']);
    expect(initialRemotesState(readDisabledRemotes()).pages.enabled).toBe(false);
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem(DISABLED_REMOTES_KEY, '{not json');
    expect(readDisabledRemotes()).toEqual([]);
  });
});
