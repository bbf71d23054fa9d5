// What other features use of the presenter panel (eslint.config.mjs: a feature is imported through its index.ts only).
export { buildLoaded, enabledSet, loadStarted, loadSucceeded, remotesSlice } from './remotes.slice';
export { useEnabledRemotes, useRemoteFeature } from './useEnabledRemotes';
import { lazyWhenOpened } from '../../app/lazyWhenOpened';

/** Downloaded when first opened. */
export const PresenterPanel = lazyWhenOpened(() => import('./PresenterPanel').then((module) => module.PresenterPanel));
