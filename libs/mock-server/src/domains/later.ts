// Every domain the signed-in app needs: one chunk the shell loads after the sign-in page is usable
// (staged.ts), so the first load stays small however many remotes the mock serves.
import type { MockDomain } from '../types';
import { searchDomain } from './search';
import { todoDomain } from './todo';
import { calendarDomain } from './calendar';
import { liveAgentDomain } from './live-agent';
import { conversationsDomain } from './conversations';
import { emailDomain } from './email';
import { chatDomain } from './chat';
import { ecommerceDomain } from './ecommerce';
import { cardsDomain } from './cards';
import { usersDomain } from './users';
import { invoiceDomain } from './invoice';
import { faqDomain } from './faq';
import { pricingDomain } from './pricing';
import { miscDomain } from './misc';
import { blogDomain } from './blog';
import { datatablesDomain } from './datatables';
import { autocompleteDomain } from './autocomplete';

export const LATER_DOMAINS: MockDomain[] = [
  searchDomain, todoDomain, calendarDomain, liveAgentDomain, conversationsDomain, emailDomain, chatDomain, ecommerceDomain,
  cardsDomain, usersDomain,
  invoiceDomain,
  faqDomain, pricingDomain, miscDomain,
  blogDomain, datatablesDomain, autocompleteDomain,
];

export { buildConversationsInSlices, startConversations } from './conversations/start';
