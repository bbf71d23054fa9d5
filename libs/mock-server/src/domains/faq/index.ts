import type { Server } from 'miragejs';
import type { MockDomain } from '../../types';
import { faqRoutes } from './routes';

// The clock each server was seeded with: an article's "last updated" is a number of days before it.
const clocks = new WeakMap<Server, Date>();

/** The FAQ (five groups) and the knowledge base (four categories, 24 articles) (docs/demo-api.md, FAQ). */
export const faqDomain: MockDomain = {
  name: 'faq',
  kind: 'demo',
  seed: (server, { now }) => {
    clocks.set(server, now);
  },
  routes: (server, ctx) => faqRoutes(server, ctx, () => clocks.get(server) ?? new Date()),
};
