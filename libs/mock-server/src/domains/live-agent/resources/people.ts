// Admins and agents. Decisions: an e-mail belongs to one person across admins AND agents
// (case-insensitive); lastLoginAt is server-owned; a missing avatar keeps the current one (a new
// person gets an initials avatar), so edit forms need not send data URLs back; an inactive agent is
// always 'offline'; a missing status keeps the current one (status is presence, not profile data).
import { SUBJECTS } from '../../product-subjects';
import { initialsAvatar } from '../../../images';
import type { ResourceSpec } from '../resource';
import { ADMIN_ROLES, AGENT_STATUSES, LIVE_AGENT_COLLECTIONS as C, type Admin, type Agent } from '../types';

function avatarOf(value: unknown, existing: { avatar: string } | null, fullName: string): string {
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
    const fullName = check.text('fullName', input.fullName, { required: true, max: 120 });
    return {
      fullName,
      email: check.uniqueEmail('email', input.email, { collection: C.admins, id: existing?.id ?? null }),
      phone: check.text('phone', input.phone, { max: 40 }),
      avatar: avatarOf(input.avatar, existing, fullName),
      role: check.choice('role', input.role, ADMIN_ROLES),
      departmentIds: check.refs('departmentIds', input.departmentIds, C.departments),
      isActive: check.bool('isActive', input.isActive, true),
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
    const fullName = check.text('fullName', input.fullName, { required: true, max: 120 });
    const isActive = check.bool('isActive', input.isActive, true);
    const status = check.choice('status', input.status, AGENT_STATUSES, existing?.status ?? 'offline');
    const defaultChats = check.store.organization().settings?.defaultMaxConcurrentChats ?? 5;
    return {
      fullName,
      email: check.uniqueEmail('email', input.email, { collection: C.agents, id: existing?.id ?? null }),
      avatar: avatarOf(input.avatar, existing, fullName),
      departmentIds: check.refs('departmentIds', input.departmentIds, C.departments),
      queueIds: check.refs('queueIds', input.queueIds, C.queues),
      shiftId: check.ref('shiftId', input.shiftId, C.shifts),
      maxConcurrentChats: check.int(
        'maxConcurrentChats',
        input.maxConcurrentChats,
        1,
        20,
        defaultChats,
        check.m.chatLimit,
      ),
      status: isActive ? status : 'offline',
      isActive,
      lastLoginAt: existing?.lastLoginAt ?? null,
    };
  },
};
