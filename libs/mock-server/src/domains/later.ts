// Every domain the signed-in app needs, for startMockServer (all at once). The shell registers the same two lists
// as two chunks (staged.ts): first what the frame and the product screens call, then the demo apps'.
import type { MockDomain } from '../types';
import { FIRST_DOMAINS } from './later-first';
import { DEMO_APP_DOMAINS } from './later-demo';

export const LATER_DOMAINS: MockDomain[] = [...FIRST_DOMAINS, ...DEMO_APP_DOMAINS];
