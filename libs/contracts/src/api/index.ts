// Every endpoint of the API, by domain (the document's tags), and the error bodies every endpoint shares; the
// package's `./api` entry, for the document generator and tests (no screen imports it). A domain not listed here is not in the document and
// fails the mock server's contract test (libs/mock-server/src/contract.test.ts).
import { AUTH_ENDPOINTS } from './auth';
import { AUTOCOMPLETE_ENDPOINTS } from './autocomplete';
import { BLOG_ENDPOINTS } from './blog';
import { CARDS_ENDPOINTS } from './cards';
import { CHAT_ENDPOINTS } from './chat';
import { CONVERSATION_ENDPOINTS } from './conversations';
import { DATATABLES_ENDPOINTS } from './datatables';
import { SHOWCASE_FORMS_ENDPOINTS } from './showcase-forms';
import { ECOMMERCE_ENDPOINTS } from './ecommerce';
import { EMAIL_ENDPOINTS } from './email';
import type { Endpoint } from './endpoint';
import { FAQ_ENDPOINTS } from './faq';
import { MISC_ENDPOINTS } from './misc';
import { PRICING_ENDPOINTS } from './pricing';
import { REPORT_ENDPOINTS } from './reports';
import { SEARCH_ENDPOINTS } from './search';
import { USER_ENDPOINTS } from './users';
import { TODO_ENDPOINTS } from './todo';
import { CALENDAR_ENDPOINTS } from './calendar';
import { INVOICE_ENDPOINTS } from './invoice';
import { LIVE_AGENT_ENDPOINTS } from './live-agent';
import { LIVE_ENDPOINTS } from './live';
import { DESK_ENDPOINTS } from './desk';
import { MAPS_ENDPOINTS } from './maps';
import { ORGANIZATION_ENDPOINTS } from './organization';

export const API_DOMAINS: Record<string, Endpoint[]> = {
  'e-commerce': ECOMMERCE_ENDPOINTS,
  conversations: CONVERSATION_ENDPOINTS,
  reports: REPORT_ENDPOINTS,
  search: SEARCH_ENDPOINTS,
  autocomplete: AUTOCOMPLETE_ENDPOINTS,
  pricing: PRICING_ENDPOINTS,
  users: USER_ENDPOINTS,
  auth: AUTH_ENDPOINTS,
  todo: TODO_ENDPOINTS,
  calendar: CALENDAR_ENDPOINTS,
  invoice: INVOICE_ENDPOINTS,
  blog: BLOG_ENDPOINTS,
  email: EMAIL_ENDPOINTS,
  chat: CHAT_ENDPOINTS,
  cards: CARDS_ENDPOINTS,
  misc: MISC_ENDPOINTS,
  faq: FAQ_ENDPOINTS,
  datatables: DATATABLES_ENDPOINTS,
  'showcase-forms': SHOWCASE_FORMS_ENDPOINTS,
  'live-agent': LIVE_AGENT_ENDPOINTS,
  live: LIVE_ENDPOINTS,
  desk: DESK_ENDPOINTS,
  organization: ORGANIZATION_ENDPOINTS,
  maps: MAPS_ENDPOINTS,
};

export const ALL_ENDPOINTS: Endpoint[] = Object.values(API_DOMAINS).flat();
export { answersValidationError, type Access, type Endpoint, type Method } from './endpoint';
export { LIVE_AGENT_RESOURCES, type LiveAgentResource, type ResourceFilter } from './live-agent';
export {
  messageBodySchema,
  notFoundBodySchema,
  unauthenticatedBodySchema,
  validationErrorBodySchema,
} from '../schemas/http';
