// Every schema module, for the OpenAPI document's component names (api/openapi.ts). Apps import schemas through the
// package's index, which re-exports each module; this list is for the document generator and tests only.
import * as auth from './auth';
import * as autocomplete from './autocomplete';
import * as blog from './blog';
import * as cards from './cards';
import * as chat from './chat';
import * as conversations from './conversations';
import * as datatables from './datatables';
import * as ecommerce from './ecommerce';
import * as email from './email';
import * as faq from './faq';
import * as http from './http';
import * as misc from './misc';
import * as pricing from './pricing';
import * as reports from './reports';
import * as search from './search';
import * as users from './users';
import * as todo from './todo';
import * as calendar from './calendar';
import * as invoice from './invoice';
import * as liveAgent from './live-agent';
import * as live from './live';
import * as desk from './desk';
import * as organization from './organization';
import * as maps from './maps';

export const SCHEMA_MODULES: readonly Record<string, unknown>[] = [
  http,
  ecommerce,
  conversations,
  reports,
  search,
  autocomplete,
  pricing,
  users,
  auth,
  todo,
  calendar,
  invoice,
  blog,
  email,
  chat,
  cards,
  misc,
  faq,
  datatables,
  liveAgent,
  live,
  desk,
  organization,
  maps,
];
