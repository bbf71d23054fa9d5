import { startMockServer } from '../../server';
import { PRODUCT_API } from '../../testing';
import { SHORTCUT_PATTERN } from './resources/content';
import { buildLiveAgentSeed, LIVE_AGENT_SEED_COUNTS } from './seeds';
import { LIVE_AGENT_COLLECTIONS } from './types';
import { isIsoDate, isTime } from '../../kit/validation';

// A pinned clock: the seed sits at fixed offsets before it.
const NOW = new Date('2026-03-10T09:00:00.000Z');
const SEED = buildLiveAgentSeed(NOW);

describe('live-agent seed', () => {
  it('has the agreed counts, ids 1..n in order, and is the same on every build', () => {
    expect(buildLiveAgentSeed(NOW)).toEqual(SEED);
    for (const [name, count] of Object.entries(LIVE_AGENT_SEED_COUNTS)) {
      const records = SEED[name as keyof typeof SEED];
      expect(records).toHaveLength(count);
      expect(records.map((record) => record.id)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    }
  });

  it('is what the server holds, in every collection', () => {
    const server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, now: NOW });
    try {
      const db = server.db as unknown as Record<string, unknown[]>;
      for (const [name, collection] of Object.entries(LIVE_AGENT_COLLECTIONS)) {
        expect(db[collection]).toHaveLength(LIVE_AGENT_SEED_COUNTS[name as keyof typeof LIVE_AGENT_SEED_COUNTS]);
      }
    } finally {
      server.shutdown();
    }
  });

  it('keeps e-mails unique across admins and agents, and names Ada Admin', () => {
    const emails = [...SEED.admins, ...SEED.agents].map((person) => person.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(SEED.admins[0]).toMatchObject({ fullName: 'Ada Admin', email: 'ada.admin@acme.test', role: 'admin' });
    for (const email of emails) expect(email).toMatch(/^[a-z.]+@acme\.test$/);
  });

  it('only references records that exist', () => {
    const ids = (list: Array<{ id: number }>) => new Set(list.map((record) => record.id));
    const departments = ids(SEED.departments);
    const queues = ids(SEED.queues);
    const shifts = ids(SEED.shifts);
    const categories = ids(SEED.conversationCategories);
    const workingTimes = ids(SEED.workingTimes);
    for (const agent of SEED.agents) {
      agent.departmentIds.forEach((id) => expect(departments.has(id)).toBe(true));
      agent.queueIds.forEach((id) => expect(queues.has(id)).toBe(true));
      if (agent.shiftId !== null) expect(shifts.has(agent.shiftId)).toBe(true);
      // An agent's queues belong to the agent's departments.
      for (const queueId of agent.queueIds) {
        expect(agent.departmentIds).toContain(SEED.queues.find((queue) => queue.id === queueId)!.departmentId);
      }
    }
    for (const department of SEED.departments) {
      if (department.workingTimeId !== null) expect(workingTimes.has(department.workingTimeId)).toBe(true);
      if (department.fallbackDepartmentId !== null) expect(departments.has(department.fallbackDepartmentId)).toBe(true);
    }
    for (const template of SEED.conversationTemplates) {
      if (template.categoryId !== null) expect(categories.has(template.categoryId)).toBe(true);
      expect(template.departmentId !== null).toBe(template.scope === 'department');
    }
    for (const category of SEED.conversationCategories) {
      if (category.parentId !== null) expect(category.parentId).toBeLessThan(category.id);
    }
  });

  it('spreads agents over every department, queue and shift, with varied statuses and some inactive', () => {
    for (const department of SEED.departments)
      expect(SEED.agents.some((agent) => agent.departmentIds.includes(department.id))).toBe(true);
    for (const queue of SEED.queues) expect(SEED.agents.some((agent) => agent.queueIds.includes(queue.id))).toBe(true);
    for (const shift of SEED.shifts) expect(SEED.agents.some((agent) => agent.shiftId === shift.id)).toBe(true);
    expect(new Set(SEED.agents.map((agent) => agent.status))).toEqual(new Set(['online', 'busy', 'away', 'offline']));
    expect(SEED.agents.filter((agent) => !agent.isActive).map((agent) => agent.id)).toEqual([7, 15, 22]);
    expect(SEED.agents.filter((agent) => !agent.isActive).every((agent) => agent.status === 'offline')).toBe(true);
    expect(SEED.agents.some((agent) => agent.shiftId === null)).toBe(true);
  });

  it('has the four shifts, the night one crossing midnight', () => {
    expect(SEED.shifts.map(({ name, startTime, endTime }) => [name, startTime, endTime])).toEqual([
      ['Morning', '06:00', '14:00'],
      ['Day', '09:00', '17:00'],
      ['Evening', '14:00', '22:00'],
      ['Night', '22:00', '06:00'],
    ]);
  });

  it('has an organisation working time with split weekdays, Saturday morning and a holiday, and a department one', () => {
    const [organization, department] = SEED.workingTimes;
    expect(organization).toMatchObject({ scope: 'organization', departmentId: null });
    for (const day of [1, 2, 3, 4, 5]) {
      expect(organization.intervals.filter((interval) => interval.day === day)).toEqual([
        { day, open: '08:00', close: '12:00' },
        { day, open: '13:00', close: '18:00' },
      ]);
    }
    expect(organization.intervals.filter((interval) => interval.day === 6)).toEqual([
      { day: 6, open: '09:00', close: '13:00' },
    ]);
    expect(organization.intervals.some((interval) => interval.day === 0)).toBe(false);
    expect(organization.exceptions).toEqual([
      { date: '2026-12-25', closed: true, intervals: [], label: 'Christmas Day' },
    ]);
    expect(department).toMatchObject({ scope: 'department', departmentId: 4 });
    for (const workingTime of SEED.workingTimes) {
      for (const interval of workingTime.intervals) expect(isTime(interval.open) && isTime(interval.close)).toBe(true);
      for (const exception of workingTime.exceptions) expect(isIsoDate(exception.date)).toBe(true);
    }
  });

  it('has templates with unique, well-formed shortcuts that use the variables', () => {
    const shortcuts = SEED.conversationTemplates.map((template) => template.shortcut);
    expect(new Set(shortcuts).size).toBe(shortcuts.length);
    shortcuts.forEach((shortcut) => expect(shortcut).toMatch(SHORTCUT_PATTERN));
    const bodies = SEED.conversationTemplates.map((template) => template.body).join(' ');
    for (const variable of ['{{customer.name}}', '{{customer.email}}', '{{agent.name}}', '{{organization.name}}'])
      expect(bodies).toContain(variable);
    expect(new Set(SEED.conversationTemplates.map((template) => template.scope))).toEqual(
      new Set(['global', 'department', 'private']),
    );
  });

  it('has categories with unique names and distinct colours, some nested', () => {
    const categories = SEED.conversationCategories;
    expect(new Set(categories.map((category) => category.name.toLowerCase())).size).toBe(12);
    expect(new Set(categories.map((category) => category.color)).size).toBe(12);
    categories.forEach((category) => expect(category.color).toMatch(/^#[0-9a-f]{6}$/));
    expect(categories.filter((category) => category.parentId !== null).length).toBeGreaterThan(3);
  });

  it('has closing comments of 1 to 200 characters, in order', () => {
    expect(SEED.comments.map((comment) => comment.sortOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    SEED.comments.forEach((comment) => expect(comment.text.length).toBeLessThanOrEqual(200));
  });
});

describe('a seed that looks alive today', () => {
  const hoursBefore = (iso: string | null) => (NOW.getTime() - Date.parse(iso ?? '')) / 3_600_000;

  it('agents at work signed in within the last 8 hours, the other active ones within 3 days, nobody in the future', () => {
    for (const agent of SEED.agents) {
      if (agent.lastLoginAt === null) continue;
      expect(hoursBefore(agent.lastLoginAt)).toBeGreaterThan(0);
      if (agent.status !== 'offline') expect([agent.id, hoursBefore(agent.lastLoginAt) <= 8]).toEqual([agent.id, true]);
      else if (agent.isActive) expect(hoursBefore(agent.lastLoginAt)).toBeLessThanOrEqual(72);
      else expect(hoursBefore(agent.lastLoginAt)).toBeLessThanOrEqual(90 * 24);
    }
    for (const admin of SEED.admins)
      if (admin.lastLoginAt) expect(hoursBefore(admin.lastLoginAt)).toBeLessThanOrEqual(48);
  });

  it('moves with the clock: the same offsets from another now', () => {
    const later = buildLiveAgentSeed(new Date(NOW.getTime() + 86_400_000));
    expect(later.agents.map((agent) => agent.lastLoginAt && Date.parse(agent.lastLoginAt) - 86_400_000)).toEqual(
      SEED.agents.map((agent) => agent.lastLoginAt && Date.parse(agent.lastLoginAt)),
    );
    expect(later.agents.map((agent) => agent.status)).toEqual(SEED.agents.map((agent) => agent.status));
  });

  it('the server seeds around its `now` option, and around the real clock by default', () => {
    const pinned = startMockServer({ environment: 'test', productApiBase: PRODUCT_API, now: NOW });
    try {
      expect(pinned.db.agents.find(1)).toMatchObject({ lastLoginAt: SEED.agents[0].lastLoginAt });
    } finally {
      pinned.shutdown();
    }
    const before = Date.now();
    const live = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    try {
      const admin = live.db.admins.find(1) as unknown as { lastLoginAt: string };
      const minutesAgo = (Date.now() - Date.parse(admin.lastLoginAt)) / 60_000;
      expect(minutesAgo).toBeGreaterThanOrEqual(119);
      expect(minutesAgo).toBeLessThanOrEqual(121 + (Date.now() - before) / 60_000);
    } finally {
      live.shutdown();
    }
  });
});
