import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { emailRoutes } from './routes';
import { seedEmail } from './seeds';

/** The demo mailbox (docs/demo-api.md, Email): 26 seeded mails over five folders, four labels. */
export const emailDomain: MockDomain = {
  name: 'email',
  kind: 'demo',
  models: { email: Model },
  seed: seedEmail,
  routes: emailRoutes,
};
