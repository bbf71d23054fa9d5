import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { authRoutes } from './routes';
import { seedAuth } from './seeds';

/**
 * Demo JWT auth. Its routes are demo endpoints (docs/demo-api.md, auth), but its users are always seeded: the
 * product domains' requireUser needs them even when only the product API is mocked.
 */
export const authDomain: MockDomain = {
  name: 'auth',
  kind: 'demo',
  models: { user: Model },
  seed: seedAuth,
  routes: (server) => authRoutes(server),
};
