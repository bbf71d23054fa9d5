import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { cardRoutes } from './routes';

/** The statistics and analytics cards (docs/demo-api.md, Cards): computed figures over three periods. */
export const cardsDomain: MockDomain = {
  name: 'cards',
  kind: 'demo',
  models: { cardClock: Model },
  // The figures are computed on request; only the moment they end at is kept.
  seed: (server, clock) => {
    server.db.cardClocks.insert([{ now: clock.now.toISOString() }]);
  },
  routes: cardRoutes,
};
