import { Model, type Server } from 'miragejs';
import type { MockDomain } from '../../types';
import { usersRoutes, seedProfile } from './routes';
import { buildUsers } from './seeds';

// The clock each server was seeded with: the routes' "today" (birth dates) and activity times follow it, so a
// test that pins `now` sees the same answers.
const clocks = new WeakMap<Server, Date>();

/** Demo users (docs/demo-api.md, Users): 50 seeded; the account settings and the profile page. */
export const usersDomain: MockDomain = {
  name: 'users',
  kind: 'demo',
  models: { appUser: Model, accountSetting: Model, profilePage: Model, profilePost: Model, profilePoll: Model },
  seed: (server, { now }) => {
    clocks.set(server, now);
    server.db.appUsers.insert(buildUsers(now));
    seedProfile(server, now);
  },
  routes: (server, ctx) => usersRoutes(server, ctx, () => clocks.get(server) ?? new Date()),
};
