// The registry of domain modules: a new domain is a folder beside this file plus one line in later.ts
// (or in early.ts, only if the sign-in page needs it). Order does not matter for data (each domain seeds
// from its own random stream) and only matters for routes when two domains claim the same path, which
// they must not.
import type { MockDomain } from '../types';
import { EARLY_DOMAINS } from './early';
import { LATER_DOMAINS } from './later';

export const BUILT_IN_DOMAINS: MockDomain[] = [...EARLY_DOMAINS, ...LATER_DOMAINS];

export { EARLY_DOMAINS };
export { authDomain } from './auth';
