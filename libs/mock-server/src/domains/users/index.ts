import { Model } from 'miragejs';
import { onSeedClock } from '../../kit/seed-clock';
import { usersRoutes, seedProfile } from './routes';
import { buildUsers } from './seeds';

/**
 * Demo users (docs/demo-api.md, Users): 50 seeded; the account settings and the profile page. On the seed's clock:
 * the routes' "today" (birth dates) and activity times.
 */
export const usersDomain = onSeedClock({
  name: 'users',
  kind: 'demo',
  models: { appUser: Model, accountSetting: Model, profilePage: Model, profilePost: Model, profilePoll: Model },
  seed: (server, { now }) => {
    server.db.appUsers.insert(buildUsers(now));
    seedProfile(server, now);
  },
  routes: usersRoutes,
});
