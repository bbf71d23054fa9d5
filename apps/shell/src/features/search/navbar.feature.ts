import type { Injectable } from '@live-agent/store';
import { navbarSlice } from './navbar.slice';
import { navbarSaga } from './navbar.saga';

/** The navbar slice and its saga, for `useInjected(navbarFeature)` or `store.injectSlice` + `injectSaga`. */
export const navbarFeature: Injectable = { slice: navbarSlice, saga: navbarSaga };
