// The first chunk after sign-in: what the signed-in frame and the product screens call (the navbar's search,
// bookmarks and cart, the Live Agent domains and the conversation history), so the dashboard waits for nothing else.
import type { MockDomain } from '../types';
import { searchDomain } from './search';
import { liveAgentDomain } from './live-agent';
import { conversationsDomain } from './conversations';
import { ecommerceDomain } from './ecommerce';

export const FIRST_DOMAINS: MockDomain[] = [searchDomain, ecommerceDomain, liveAgentDomain, conversationsDomain];

export { buildConversationsInSlices, startConversations } from './conversations/start';
