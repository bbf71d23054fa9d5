// What other features use of the presenter panel (eslint.config.mjs: a feature is imported through its index.ts only).
export { buildLoaded, enabledSet, loadStarted, loadSucceeded, remotesSlice } from './remotes.slice';
export { useEnabledRemotes } from './useEnabledRemotes';
export { PresenterPanel } from './PresenterPanel';
