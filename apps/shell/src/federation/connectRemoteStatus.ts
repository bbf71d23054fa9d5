import type { Store } from 'redux';
import { loadFailed, loadStarted, loadSucceeded } from '../features/presenter/remotes.slice';
import { onRemoteStatus } from './remoteLoader';

/** Feeds the loader's start/outcome events into the presenter panel's state. */
export function connectRemoteStatus(store: Pick<Store, 'dispatch'>) {
  onRemoteStatus((event) => {
    if (event.phase === 'started') store.dispatch(loadStarted(event.name));
    else if (event.result.ok) store.dispatch(loadSucceeded({ name: event.name, ms: event.result.ms }));
    else store.dispatch(loadFailed({ name: event.name, ms: event.result.ms, error: event.result.error }));
  });
}
