// Departments, queues, shifts and working times: the routing structure of the organisation.
// Decisions: a department, queue or shift still referenced anywhere cannot be deleted (422 naming the
// counts), and neither can a working time a department uses; names of departments, queues and shifts
// are unique trimmed and case-insensitively; a queue's first-response target is at most its maximum
// wait. A shift's agentIds are derived from the agents on every read; a PUT/POST that
// sends agentIds makes exactly those agents work that shift.
import { SUBJECTS } from '../../product-subjects';
import type { LiveAgentMessages, UsageKind } from '../messages';
import type { ResourceSpec } from '../resource';
import type { LiveAgentStore } from '../store';
import { toId } from '../../../kit/request';
import {
  LIVE_AGENT_COLLECTIONS as C,
  QUEUE_ROUTINGS,
  WORKING_TIME_SCOPES,
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

const MAX_SECONDS = 24 * 60 * 60;

function usage(counts: Array<readonly [UsageKind, number]>): Array<readonly [UsageKind, number]> {
  return counts.filter(([, count]) => count > 0);
}

function departmentUsage(id: number, store: LiveAgentStore): Array<readonly [UsageKind, number]> {
  const count = <T>(collection: (typeof C)[keyof typeof C], uses: (record: T) => boolean) =>
    store.all<T>(collection).filter(uses).length;
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
    const fallbackDepartmentId = check.ref('fallbackDepartmentId', input.fallbackDepartmentId, C.departments);
    if (existing && fallbackDepartmentId === existing.id) check.add('fallbackDepartmentId', check.m.fallbackSelf);
    return {
      name: check.uniqueName('name', input.name, 80, { collection: C.departments, id: existing?.id ?? null }),
      description: check.text('description', input.description, { max: 500 }),
      isEnabled: check.bool('isEnabled', input.isEnabled, true),
      workingTimeId: check.ref('workingTimeId', input.workingTimeId, C.workingTimes),
      maxConcurrentChats: check.int('maxConcurrentChats', input.maxConcurrentChats, 1, 20, 5, check.m.chatLimit),
      fallbackDepartmentId,
      offlineMessage: check.text('offlineMessage', input.offlineMessage, { max: 500 }),
    };
  },
  blockDelete(record, store, m: LiveAgentMessages) {
    const used = departmentUsage(record.id, store);
    return used.length ? m.inUse('department', used) : null;
  },
};

export const queuesResource: ResourceSpec<Queue> = {
  path: '/queues',
  subject: SUBJECTS.agent,
  lookupFor: [SUBJECTS.dashboard, SUBJECTS.report],
  collection: C.queues,
  searchFields: ['name'],
  filters: [
    { param: 'departmentId', type: 'id' },
    { param: 'routing', type: 'string' },
    { param: 'isActive', type: 'boolean' },
  ],
  build(input, check, existing) {
    const maxWaitSec = check.int('maxWaitSec', input.maxWaitSec, 0, MAX_SECONDS, 300);
    const slaFirstResponseSec = check.int('slaFirstResponseSec', input.slaFirstResponseSec, 0, MAX_SECONDS, 60);
    // A chat cannot be answered in time after it has already left the queue.
    if (!check.has('maxWaitSec') && !check.has('slaFirstResponseSec') && slaFirstResponseSec > maxWaitSec) {
      check.add('slaFirstResponseSec', check.m.slaAboveMaxWait);
    }
    return {
      name: check.uniqueName('name', input.name, 80, { collection: C.queues, id: existing?.id ?? null }),
      departmentId: check.ref('departmentId', input.departmentId, C.departments, { required: true }) as number,
      routing: check.choice('routing', input.routing, QUEUE_ROUTINGS),
      priority: check.int('priority', input.priority, 1, 5, 3),
      maxWaitSec,
      slaFirstResponseSec,
      isActive: check.bool('isActive', input.isActive, true),
    };
  },
  blockDelete(record, store, m) {
    const agents = store.all<Agent>(C.agents).filter((agent) => agent.queueIds.includes(record.id)).length;
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
    const startTime = check.time('startTime', input.startTime);
    const endTime = check.time('endTime', input.endTime);
    if (!check.has('startTime') && !check.has('endTime') && startTime === endTime)
      check.add('endTime', check.m.sameTime);
    if (input.agentIds !== undefined) check.refs('agentIds', input.agentIds, C.agents);
    return {
      name: check.uniqueName('name', input.name, 80, { collection: C.shifts, id: existing?.id ?? null }),
      timezone: check.timezone('timezone', input.timezone, check.store.organization().timezone ?? 'UTC'),
      daysOfWeek: check.days('daysOfWeek', input.daysOfWeek),
      startTime,
      endTime,
      breakMinutes: check.int('breakMinutes', input.breakMinutes, 0, 240, 0),
    };
  },
  decorate(records, store) {
    const agents = store.all<Agent>(C.agents);
    return records.map((shift) => ({
      ...shift,
      agentIds: agents.filter((agent) => agent.shiftId === shift.id).map((agent) => agent.id),
    }));
  },
  afterWrite(record, input, store) {
    if (!Array.isArray(input.agentIds)) return;
    const wanted = new Set(input.agentIds.map(toId));
    for (const agent of store.all<Agent>(C.agents)) {
      if (wanted.has(agent.id) && agent.shiftId !== record.id) store.update(C.agents, agent.id, { shiftId: record.id });
      if (!wanted.has(agent.id) && agent.shiftId === record.id) store.update(C.agents, agent.id, { shiftId: null });
    }
  },
  // Deleting a shift would silently leave its agents without working hours: move them first.
  blockDelete(record, store, m) {
    const agents = store.all<Agent>(C.agents).filter((agent) => agent.shiftId === record.id).length;
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
    const scope = check.choice('scope', input.scope, WORKING_TIME_SCOPES);
    return {
      name: check.text('name', input.name, { required: true, max: 80 }),
      scope,
      departmentId:
        scope === 'department'
          ? check.ref('departmentId', input.departmentId, C.departments, { required: true })
          : null,
      timezone: check.timezone('timezone', input.timezone, check.store.organization().timezone ?? 'UTC'),
      isEnabled: check.bool('isEnabled', input.isEnabled, true),
      intervals: check.intervals('intervals', input.intervals, true),
      exceptions: check.exceptions('exceptions', input.exceptions),
      outOfOfficeMessage: check.text('outOfOfficeMessage', input.outOfOfficeMessage, { max: 500 }),
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
