// The registry of domain modules: a new domain is a folder beside this file plus one line here.
// Order does not matter for data (each domain seeds from its own random stream) and only matters
// for routes when two domains claim the same path, which they must not.
import type { MockDomain } from '../types';
import { authDomain } from './auth';
import { organizationDomain } from './organization';
import { searchDomain } from './search';
import { todoDomain } from './todo';
import { calendarDomain } from './calendar';
import { liveAgentDomain } from './live-agent';
import { conversationsDomain } from './conversations';
import { chatDomain } from './chat';

export const BUILT_IN_DOMAINS: MockDomain[] = [authDomain, searchDomain, organizationDomain, todoDomain, calendarDomain, liveAgentDomain, conversationsDomain, chatDomain];

export { authDomain };
