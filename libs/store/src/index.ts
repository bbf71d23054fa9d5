export { createAppStore, type AppStore, type AppStoreOptions } from './createAppStore';
export { useInjected, withInjected, type Injectable } from './useInjected';
