// What the sign-in page calls (signing in, the organisation's name and logo): started with the shell.
// Everything else is in later.ts.
import type { MockDomain } from '../types';
import { authDomain } from './auth';
import { organizationDomain } from './organization';

export const EARLY_DOMAINS: MockDomain[] = [authDomain, organizationDomain];
