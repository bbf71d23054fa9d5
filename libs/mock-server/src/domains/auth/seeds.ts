// The demo accounts (docs/demo-api.md, auth): contracts' DEMO_ACCOUNTS, which the client's tests sign in as too.
import type { Server } from 'miragejs';
import { initialsAvatar } from '../../images';
import { DEMO_ACCOUNTS, type AbilityRule } from '@live-agent/contracts';

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

export const DEMO_USERS = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.client, DEMO_ACCOUNTS.agent];

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
