// The FAQ's state area: the groups the server answers for the search in the URL (docs/demo-api.md, FAQ).
import type { FaqData } from '@live-agent/contracts';
import { demoQueryFeature } from '../../shared/demoQuery';

export const faqFeature = demoQueryFeature<FaqData>('faq', '/faq/data');
