// What each plan costs and gives (display only: the demo has no billing), and what each role may do in the
// permissions table. The theme leaves both open; these are the demo's own.
import type { UserPlan, UserRole } from '@live-agent/contracts';

/** Price per month in US dollars. */
export const PLAN_PRICES: Record<UserPlan, number> = { basic: 0, team: 29, company: 59, enterprise: 99 };

export const PERMISSION_MODULES = ['users', 'content', 'comments', 'billing', 'settings'] as const;
export const PERMISSION_ACTIONS = ['read', 'write', 'create', 'delete'] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

const ALL = [...PERMISSION_ACTIONS];

export const ROLE_PERMISSIONS: Record<UserRole, Record<PermissionModule, readonly PermissionAction[]>> = {
  admin: { users: ALL, content: ALL, comments: ALL, billing: ALL, settings: ALL },
  editor: { users: ['read'], content: ALL, comments: ALL, billing: [], settings: ['read'] },
  author: { users: [], content: ['read', 'write', 'create'], comments: ['read', 'create'], billing: [], settings: [] },
  maintainer: {
    users: ['read'],
    content: ['read'],
    comments: ['read'],
    billing: ['read'],
    settings: ['read', 'write'],
  },
  subscriber: { users: [], content: ['read'], comments: ['read', 'create'], billing: [], settings: [] },
};
