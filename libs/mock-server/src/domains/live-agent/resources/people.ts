// Admins and agents. Decisions: an e-mail belongs to one person across admins AND agents
// (case-insensitive); lastLoginAt is server-owned; a missing avatar keeps the current one (a new
// person gets an initials avatar), so edit forms need not send data URLs back; an inactive agent is
// always 'offline'; a missing status keeps the current one (status is presence, not profile data). Each body is
// checked against its schema (@live-agent/contracts schemas/live-agent.ts); here follow the store's rules.
import { adminInputSchema, agentInputSchema } from '@live-agent/contracts';
import { SUBJECTS } from '../../product-subjects';
import { initialsAvatar } from '../../../images';
import type { ResourceSpec } from '../resource';
import { LIVE_AGENT_COLLECTIONS as C, type Admin, type Agent } from '../types';

function avatarOf(value: unknown, existing: { avatar: string } | null, fullName: string | undefined): string {
  if (typeof value === 'string') return value.trim();
  return existing?.avatar ?? (fullName ? initialsAvatar(fullName) : '');
}

export const adminsResource: ResourceSpec<Admin> = {
  path: '/admins',
  subject: SUBJECTS.admin,
  collection: C.admins,
  searchFields: ['fullName', 'email', 'phone'],
  filters: [
    { param: 'role', type: 'string' },
    { param: 'departmentId', field: 'departmentIds', type: 'id' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const admin = check.body(adminInputSchema, input);
    check.uniqueEmail('email', admin.email, { collection: C.admins, id: existing?.id ?? null });
    check.refs('departmentIds', admin.departmentIds, C.departments);
    return {
      ...admin,
      avatar: avatarOf(input.avatar, existing, admin.fullName),
      lastLoginAt: existing?.lastLoginAt ?? null,
    };
  },
};

export const agentsResource: ResourceSpec<Agent> = {
  path: '/agents',
  subject: SUBJECTS.agent,
  lookupFor: [SUBJECTS.dashboard, SUBJECTS.report],
  collection: C.agents,
  searchFields: ['fullName', 'email'],
  filters: [
    { param: 'departmentId', field: 'departmentIds', type: 'id' },
    { param: 'queueId', field: 'queueIds', type: 'id' },
    { param: 'shiftId', type: 'id' },
    { param: 'status', type: 'string' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const agent = check.body(agentInputSchema, input);
    check.uniqueEmail('email', agent.email, { collection: C.agents, id: existing?.id ?? null });
    check.refs('departmentIds', agent.departmentIds, C.departments);
    check.refs('queueIds', agent.queueIds, C.queues);
    check.ref('shiftId', agent.shiftId, C.shifts);
    const status = agent.status ?? existing?.status ?? 'offline';
    return {
      ...agent,
      avatar: avatarOf(input.avatar, existing, agent.fullName),
      maxConcurrentChats:
        agent.maxConcurrentChats ?? check.store.organization().settings?.defaultMaxConcurrentChats ?? 5,
      status: agent.isActive ? status : 'offline',
      lastLoginAt: existing?.lastLoginAt ?? null,
    };
  },
};
