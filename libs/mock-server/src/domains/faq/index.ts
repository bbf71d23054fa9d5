import { onSeedClock } from '../../kit/seed-clock';
import { faqRoutes } from './routes';

/**
 * The FAQ (five groups) and the knowledge base (four categories, 24 articles) (docs/demo-api.md, FAQ). On the seed's
 * clock: an article's "last updated" is a number of days before it.
 */
export const faqDomain = onSeedClock({ name: 'faq', kind: 'demo', routes: faqRoutes });
