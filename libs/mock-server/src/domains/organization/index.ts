import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { organizationRoutes } from './routes';
import { seedOrganization } from './seeds';

/** The organisation record: name and logo for the shell, settings for the product screens. */
export const organizationDomain: MockDomain = {
  name: 'organization',
  kind: 'product',
  models: { organization: Model },
  seed: seedOrganization,
  routes: organizationRoutes,
};
