import { useState, type ComponentType } from 'react';
import { useStore } from 'react-redux';
import type { Slice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AppStore } from './createAppStore';

export interface Injectable {
  slice: Slice<any, any, string, string, any>;
  saga?: Saga;
}

/** Injects a feature's slice and saga into the host store once, before the feature first renders. */
export function useInjected(...features: Injectable[]) {
  const store = useStore() as AppStore;
  useState(() => {
    for (const { slice, saga } of features) {
      store.injectSlice(slice);
      if (saga) store.injectSaga(slice.reducerPath, saga);
    }
    return true;
  });
}

/** Wraps a page so its state exists before it renders: `export default withInjected(Page, todoFeature)`. */
export function withInjected<P extends object>(Component: ComponentType<P>, ...features: Injectable[]) {
  function Injected(props: P) {
    useInjected(...features);
    return <Component {...props} />;
  }
  Injected.displayName = `withInjected(${Component.displayName ?? Component.name})`;
  return Injected;
}
