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
      // The agent's own workspace: its status, its queues and its chats (docs/demo-api.md, Agent inbox).
      { action: 'manage', subject: 'AgentDesk' },
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'ACL' },
    ],
    // Only two seeded accounts (admin and client) have cart items.
    extras: { eCommerceCartItemsCount: 0 },
  },
];

/**
 * Which agent record a user works as (docs/demo-api.md, Agent inbox), by user id: the agent account is Olivia Martin
 * (agent 5, Support, 4 chats at most) at her desk. A constant beside the accounts rather than a field of the user
 * record, so what the auth endpoints hand out (`UserData`, strict) is unchanged. The admin has none.
 */
export const USER_AGENT_LINKS: Readonly<Record<number, number>> = { 3: 5 };

/** The agent record linked to the user, or null. */
export const linkedAgentIdOf = (userId: number): number | null => USER_AGENT_LINKS[userId] ?? null;

/** Every agent record a user works as: the simulation leaves their chats to the person (simulation.ts). */
export const LINKED_AGENT_IDS: ReadonlySet<number> = new Set(Object.values(USER_AGENT_LINKS));

export function seedAuth(server: Server): void {
  server.db.users.insert(DEMO_USERS.map((user) => ({ ...user, avatar: initialsAvatar(user.fullName) })));
}
