// The demo accounts (docs/demo-api.md, auth). Fixed ids and values: the README and the e2e suite name them.
import type { Server } from 'miragejs';
import { initialsAvatar } from '../../images';
import type { AbilityRule } from '@live-agent/contracts';

export const ADMIN_ABILITY: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/**
 * What an account made on the sign-in page's "Create an account" may do: use the demo apps, never the product (its
 * admins, agents, settings and reports). Only an admin adds admins and agents (docs/architecture.md, Roles).
 */
export const SELF_REGISTERED_ROLE = 'member';
export const SELF_REGISTERED_ABILITY: AbilityRule[] = [
  { action: 'manage', subject: 'Demo' },
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

export const DEMO_USERS = [
  {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    password: 'admin',
    email: 'admin@demo.com',
    role: 'admin',
    ability: ADMIN_ABILITY,
    extras: { eCommerceCartItemsCount: 6 },
  },
  {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    password: 'client',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ],
    extras: { eCommerceCartItemsCount: 6 },
  },
  {
    id: 3,
    fullName: 'Alex Agent',
    username: 'alexagent',
    password: 'agent',
    email: 'agent@demo.com',
    role: 'agent',
    ability: [
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'ConversationTemplate' },
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'ACL' },
    ],
    // Only two seeded accounts (admin and client) have cart items.
    extras: { eCommerceCartItemsCount: 0 },
  },
];

export function seedAuth(server: Server): void {
  server.db.users.insert(DEMO_USERS.map((user) => ({ ...user, avatar: initialsAvatar(user.fullName) })));
}
