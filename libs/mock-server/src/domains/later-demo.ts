// The demo apps' domains: the second chunk after sign-in, registered once the page is quiet or when one of their
// routes is asked for first (staged.ts).
import type { MockDomain } from '../types';
import { todoDomain } from './todo';
import { calendarDomain } from './calendar';
import { emailDomain } from './email';
import { chatDomain } from './chat';
import { cardsDomain } from './cards';
import { usersDomain } from './users';
import { invoiceDomain } from './invoice';
import { faqDomain } from './faq';
import { pricingDomain } from './pricing';
import { miscDomain } from './misc';
import { blogDomain } from './blog';
import { datatablesDomain } from './datatables';
import { autocompleteDomain } from './autocomplete';
import { showcaseFormsDomain } from './showcase-forms';
import { mapsDomain } from './maps';

export const DEMO_APP_DOMAINS: MockDomain[] = [
  todoDomain,
  calendarDomain,
  emailDomain,
  chatDomain,
  cardsDomain,
  usersDomain,
  invoiceDomain,
  faqDomain,
  pricingDomain,
  miscDomain,
  blogDomain,
  datatablesDomain,
  autocompleteDomain,
  showcaseFormsDomain,
  mapsDomain,
];
