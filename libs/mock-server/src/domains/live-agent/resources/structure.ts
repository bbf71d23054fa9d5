// Departments, queues, shifts and working times: the routing structure of the organisation. Each body is checked
// against its schema (@live-agent/contracts schemas/live-agent.ts: lengths, numbers, times, opening hours, a queue's
// waits); here follow the store's rules. Decisions: a department, queue or shift still referenced anywhere cannot be deleted (422 naming the
// counts), and neither can a working time a department uses; names of departments, queues and shifts
// are unique trimmed and case-insensitively; a queue's first-response target is at most its maximum
// wait. A shift's agentIds are derived from the agents on every read; a PUT/POST that
// sends agentIds makes exactly those agents work that shift.
import {
  departmentInputSchema,
  queueInputSchema,
  shiftInputSchema,
  workingTimeInputSchema,
} from '@live-agent/contracts';
import { SUBJECTS } from '../../product-subjects';
import type { LiveAgentMessages, UsageKind } from '../messages';
import type { ResourceSpec } from '../resource';
import type { LiveAgentStore } from '../store';
import { toId } from '../../../kit/request';
import {
  LIVE_AGENT_COLLECTIONS as C,
  type Admin,
  type Agent,
  type Comment,
  type ConversationCategory,
  type ConversationTemplate,
  type Department,
  type Queue,
  type Shift,
  type WorkingTime,
} from '../types';

function usage(counts: Array<readonly [UsageKind, number]>): Array<readonly [UsageKind, number]> {
  return counts.filter(([, count]) => count > 0);
}

function departmentUsage(id: number, store: LiveAgentStore): Array<readonly [UsageKind, number]> {
  const count = <T>(collection: (typeof C)[keyof typeof C], uses: (record: T) => boolean) =>
    store.scan<T>(collection).filter(uses).length;
  return usage([
    ['agents', count<Agent>(C.agents, (agent) => agent.departmentIds.includes(id))],
    ['queues', count<Queue>(C.queues, (queue) => queue.departmentId === id)],
    ['admins', count<Admin>(C.admins, (admin) => admin.departmentIds.includes(id))],
    ['templates', count<ConversationTemplate>(C.conversationTemplates, (template) => template.departmentId === id)],
    [
      'categories',
      count<ConversationCategory>(C.conversationCategories, (category) => category.departmentIds.includes(id)),
    ],
    ['comments', count<Comment>(C.comments, (comment) => comment.departmentIds.includes(id))],
    ['workingTimes', count<WorkingTime>(C.workingTimes, (workingTime) => workingTime.departmentId === id)],
    [
      'departments',
      count<Department>(C.departments, (department) => department.fallbackDepartmentId === id && department.id !== id),
    ],
  ]);
}

export const departmentsResource: ResourceSpec<Department> = {
  path: '/departments',
  subject: SUBJECTS.agent,
  lookupFor: [SUBJECTS.admin, SUBJECTS.conversationTemplate, SUBJECTS.dashboard, SUBJECTS.report, SUBJECTS.settings],
  collection: C.departments,
  searchFields: ['name', 'description'],
  filters: [{ param: 'isEnabled', type: 'boolean' }],
  build(input, check, existing) {
    const department = check.body(departmentInputSchema, input);
    check.uniqueName('name', department.name, { collection: C.departments, id: existing?.id ?? null });
    check.ref('workingTimeId', department.workingTimeId, C.workingTimes);
    check.ref('fallbackDepartmentId', department.fallbackDepartmentId, C.departments);
    if (existing && department.fallbackDepartmentId === existing.id)
      check.add('fallbackDepartmentId', check.m.fallbackSelf);
    return department;
  },
  blockDelete(record, store, m: LiveAgentMessages) {
    const used = departmentUsage(record.id, store);
    return used.length ? m.inUse('department', used) : null;
  },
};

export const queuesResource: ResourceSpec<Queue> = {
  path: '/queues',
  subject: SUBJECTS.agent,
  lookupFor: [SUBJECTS.dashboard, SUBJECTS.report, SUBJECTS.agentDesk],
  collection: C.queues,
  searchFields: ['name'],
  filters: [
    { param: 'departmentId', type: 'id' },
    { param: 'routing', type: 'string' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const queue = check.body(queueInputSchema, input);
    check.uniqueName('name', queue.name, { collection: C.queues, id: existing?.id ?? null });
    check.ref('departmentId', queue.departmentId, C.departments);
    return queue;
  },
  blockDelete(record, store, m) {
    const agents = store.scan<Agent>(C.agents).filter((agent) => agent.queueIds.includes(record.id)).length;
    return agents ? m.inUse('queue', [['agents', agents]]) : null;
  },
};

type StoredShift = Omit<Shift, 'id' | 'agentIds'>;

export const shiftsResource: ResourceSpec<Shift, StoredShift> = {
  path: '/shifts',
  subject: SUBJECTS.agent,
  collection: C.shifts,
  searchFields: ['name'],
  build(input, check, existing) {
    const { agentIds, ...shift } = check.body(shiftInputSchema, input);
    check.uniqueName('name', shift.name, { collection: C.shifts, id: existing?.id ?? null });
    check.refs('agentIds', agentIds, C.agents);
    return { ...shift, timezone: shift.timezone ?? check.store.organization().timezone ?? 'UTC' };
  },
  decorate(records, store) {
    const agents = store.scan<Agent>(C.agents);
    return records.map((shift) => ({
      ...shift,
      agentIds: agents.filter((agent) => agent.shiftId === shift.id).map((agent) => agent.id),
    }));
  },
  afterWrite(record, input, store) {
    if (!Array.isArray(input.agentIds)) return;
    const wanted = new Set(input.agentIds.map(toId));
    for (const agent of store.scan<Agent>(C.agents)) {
      if (wanted.has(agent.id) && agent.shiftId !== record.id) store.update(C.agents, agent.id, { shiftId: record.id });
      if (!wanted.has(agent.id) && agent.shiftId === record.id) store.update(C.agents, agent.id, { shiftId: null });
    }
  },
  // Deleting a shift would silently leave its agents without working hours: move them first.
  blockDelete(record, store, m) {
    const agents = store.scan<Agent>(C.agents).filter((agent) => agent.shiftId === record.id).length;
    return agents ? m.inUse('shift', [['agents', agents]]) : null;
  },
};

export const workingTimesResource: ResourceSpec<WorkingTime> = {
  path: '/working-times',
  subject: SUBJECTS.settings,
  lookupFor: [SUBJECTS.agent],
  collection: C.workingTimes,
  searchFields: ['name', 'outOfOfficeMessage'],
  filters: [
    { param: 'scope', type: 'string' },
    { param: 'departmentId', type: 'id' },
  ],
  build(input, check) {
    const hours = check.body(workingTimeInputSchema, input);
    const departmentId = hours.scope === 'department' ? hours.departmentId : null;
    check.ref('departmentId', departmentId, C.departments);
    return {
      ...hours,
      departmentId,
      timezone: hours.timezone ?? check.store.organization().timezone ?? 'UTC',
    };
  },
  // A department's own hours are its hours: saving them links the department, deleting them unlinks it.
  // Hours another department borrows cannot be deleted from under it.
  afterWrite(record, _input, store) {
    if (record.scope !== 'department' || record.departmentId === null) return;
    const department = store.find<Department>(C.departments, record.departmentId);
    if (department && department.workingTimeId !== record.id)
      store.update(C.departments, department.id, { workingTimeId: record.id });
  },
  blockDelete(record, store, m) {
    const departments = store
      .all<Department>(C.departments)
      .filter((department) => department.workingTimeId === record.id && department.id !== record.departmentId).length;
    return departments ? m.inUse('workingTime', [['departments', departments]]) : null;
  },
  afterDelete(record, store) {
    for (const department of store.all<Department>(C.departments)) {
      if (department.workingTimeId === record.id) store.update(C.departments, department.id, { workingTimeId: null });
    }
  },
};
