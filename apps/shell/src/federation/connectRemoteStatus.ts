import type { Store } from 'redux';
import { buildLoaded, loadFailed, loadStarted, loadSucceeded } from '../features/presenter/remotes.slice';
import { loadRemoteBuildInfo, onRemoteStatus } from './remoteLoader';

/** Feeds the loader's start/outcome events, then the loaded build's version, into the presenter panel's state. */
export function connectRemoteStatus(store: Pick<Store, 'dispatch'>, readBuild = loadRemoteBuildInfo) {
  onRemoteStatus((event) => {
    if (event.phase === 'started') store.dispatch(loadStarted(event.name));
    else if (event.result.ok) {
      store.dispatch(loadSucceeded({ name: event.name, ms: event.result.ms }));
      // After the screen, not before it: the version is for the presenter, never worth a slower menu click.
      void readBuild(event.name).then((build) => {
        if (build)
          store.dispatch(buildLoaded({ name: event.name, build: { version: build.version, builtAt: build.builtAt } }));
      });
    } else store.dispatch(loadFailed({ name: event.name, ms: event.result.ms, error: event.result.error }));
  });
}
