// Delete-in-use, agent bulk actions, template import and reordering.
import type { AxiosResponse } from 'axios';
import { LIVE_AGENT_MESSAGES } from './messages';
import { REFERENCE_DATE } from '../../random';
import { buildLiveAgentSeed } from './seeds';
import { liveAgentPerTest } from './test-support';
import type { Agent } from './types';

const SEED = buildLiveAgentSeed(REFERENCE_DATE);

const live = liveAgentPerTest();

function inUse(response: AxiosResponse, message: string): void {
  expect(response.status).toBe(422);
  expect(response.data).toEqual({ message, errors: {} });
}

describe('delete in use', () => {
  it('a department used by agents and a queue names the counts', async () => {
    const { data: department } = await live.client.post('/departments', { name: 'Partners' });
    const { data: queue } = await live.client.post('/queues', {
      name: 'Partners',
      departmentId: department.id,
      routing: 'auto',
    });
    await live.client.post('/agents', { fullName: 'A One', email: 'a1@acme.test', departmentIds: [department.id] });
    await live.client.post('/agents', { fullName: 'A Two', email: 'a2@acme.test', departmentIds: [1, department.id] });
    inUse(
      await live.client.delete(`/departments/${department.id}`),
      'This department is used by 2 agents and 1 queue.',
    );
    // In German too.
    inUse(
      await live.client.delete(`/departments/${department.id}`, { headers: { 'Accept-Language': 'de' } }),
      'Diese Abteilung wird von 2 Agenten und 1 Warteschlange verwendet.',
    );
    expect((await live.client.get(`/queues/${queue.id}`)).status).toBe(200);
  });

  it('a seeded department lists everything that uses it', async () => {
    const id = 3;
    const count = (list: Array<{ departmentIds?: number[]; departmentId?: number | null }>) =>
      list.filter((record) => record.departmentIds?.includes(id) ?? record.departmentId === id).length;
    const expected = LIVE_AGENT_MESSAGES.inUse(
      'department',
      (
        [
          ['agents', count(SEED.agents)],
          ['queues', count(SEED.queues)],
          ['admins', count(SEED.admins)],
          ['templates', count(SEED.conversationTemplates)],
          ['categories', count(SEED.conversationCategories)],
          ['comments', count(SEED.comments)],
          ['workingTimes', count(SEED.workingTimes)],
          ['departments', SEED.departments.filter((department) => department.fallbackDepartmentId === id).length],
        ] as const
      ).filter(([, n]) => n > 0),
    );
    expect(expected).toMatch(
      /^This department is used by \d+ agents, 2 queues, 5 templates, 3 categories and 1 closing comment\.$/,
    );
    inUse(await live.client.delete(`/departments/${id}`), expected);
  });

  it.each([
    [
      'admins',
      { fullName: 'Sup', email: 'sup@acme.test', role: 'supervisor', departmentIds: [] as number[] },
      'This department is used by 1 admin.',
    ],
    [
      'conversation-templates',
      { title: 'T', shortcut: 'tt', body: 'B', scope: 'department' },
      'This department is used by 1 template.',
    ],
    [
      'conversation-categories',
      { name: 'Cat', departmentIds: [] as number[] },
      'This department is used by 1 category.',
    ],
    ['comments', { text: 'C', departmentIds: [] as number[] }, 'This department is used by 1 closing comment.'],
    [
      'working-times',
      { name: 'W', scope: 'department', timezone: 'UTC' },
      'This department is used by 1 working time.',
    ],
    ['departments', { name: 'Child' }, 'This department is used by 1 department.'],
  ])('a department used by %s', async (path, body, message) => {
    const { data: department } = await live.client.post('/departments', { name: 'Fresh' });
    const reference =
      path === 'departments'
        ? { fallbackDepartmentId: department.id }
        : 'departmentIds' in body
          ? { departmentIds: [department.id] }
          : { departmentId: department.id };
    expect((await live.client.post(`/${path}`, { ...body, ...reference })).status).toBe(201);
    inUse(await live.client.delete(`/departments/${department.id}`), message);
  });

  it('a department nobody uses is deleted', async () => {
    const { data: department } = await live.client.post('/departments', { name: 'Fresh' });
    expect((await live.client.delete(`/departments/${department.id}`)).status).toBe(204);
  });

  it('a queue used by agents cannot be deleted; an unused one can', async () => {
    const users = SEED.agents.filter((agent) => agent.queueIds.includes(3)).length;
    inUse(await live.client.delete('/queues/3'), `This queue is used by ${users} agent${users === 1 ? '' : 's'}.`);
    inUse(await live.client.delete('/queues/8'), 'This queue is used by 1 agent.');
    inUse(
      await live.client.delete('/queues/8', { headers: { 'Accept-Language': 'fr' } }),
      'Cette file d’attente est utilisée par 1 agent.',
    );
    await live.client.put('/agents/8', { ...SEED.agents[7], queueIds: [] });
    expect((await live.client.delete('/queues/8')).status).toBe(204);
  });

  it('a category with sub-categories, or used by templates, cannot be deleted', async () => {
    inUse(
      await live.client.delete('/conversation-categories/1'),
      'This category has sub-categories. Move or delete them first.',
    );
    inUse(await live.client.delete('/conversation-categories/11'), 'This category is used by 2 templates.');
    expect((await live.client.delete('/conversation-categories/3')).status).toBe(422); // used by the demo template
    const { data: leaf } = await live.client.post('/conversation-categories', { name: 'Leaf', parentId: 12 });
    inUse(
      await live.client.delete('/conversation-categories/12'),
      'This category has sub-categories. Move or delete them first.',
    );
    expect((await live.client.delete(`/conversation-categories/${leaf.id}`)).status).toBe(204);
  });

  it('a working time other departments use cannot be deleted', async () => {
    inUse(await live.client.delete('/working-times/1'), 'This working time is used by 4 departments.');
  });

  it("a department's own hours link the department when saved and unlink it when deleted", async () => {
    const own = (await live.client.get('/working-times/2')).data;
    const departmentId = own.departmentId;
    expect((await live.client.get(`/departments/${departmentId}`)).data.workingTimeId).toBe(2);
    expect((await live.client.delete('/working-times/2')).status).toBe(204);
    expect((await live.client.get(`/departments/${departmentId}`)).data.workingTimeId).toBeNull();

    const { data: created } = await live.client.post('/working-times', {
      name: 'Billing hours',
      scope: 'department',
      departmentId: 3,
      intervals: [{ day: 1, open: '09:00', close: '17:00' }],
    });
    expect((await live.client.get('/departments/3')).data.workingTimeId).toBe(created.id);
  });
});

describe('POST /agents/bulk', () => {
  const bulk = (body: object, headers: Record<string, string> = {}) =>
    live.client.post('/agents/bulk', body, { headers });
  const agent = async (id: number): Promise<Agent> => (await live.client.get(`/agents/${id}`)).data;

  it('assignDepartment adds the department without duplicates and answers the updated agents', async () => {
    const response = await bulk({ ids: [1, 2, 8], action: 'assignDepartment', value: 2 });
    expect(response.status).toBe(200);
    expect(response.data.data.map((item: Agent) => [item.id, item.departmentIds])).toEqual([
      [1, [...SEED.agents[0].departmentIds, 2]],
      [2, [...SEED.agents[1].departmentIds, 2]],
      [8, SEED.agents[7].departmentIds],
    ]);
    expect(await agent(1)).toEqual(response.data.data[0]);
  });

  it('assignQueue adds the queue; assignShift sets the shift', async () => {
    const queued = await bulk({ ids: [4], action: 'assignQueue', value: 7 });
    expect(queued.data.data[0].queueIds).toEqual([...SEED.agents[3].queueIds, 7]);
    const shifted = await bulk({ ids: [1, 12], action: 'assignShift', value: 4 });
    expect(shifted.data.data.map((item: Agent) => item.shiftId)).toEqual([4, 4]);
    expect((await live.client.get('/shifts/4')).data.agentIds).toEqual(expect.arrayContaining([1, 12]));
  });

  it('deactivate and activate switch isActive (deactivated agents go offline)', async () => {
    const off = await bulk({ ids: [5, 6], action: 'deactivate' });
    expect(off.data.data.map((item: Agent) => [item.isActive, item.status])).toEqual([
      [false, 'offline'],
      [false, 'offline'],
    ]);
    const on = await bulk({ ids: [5, 7], action: 'activate' });
    expect(on.data.data.map((item: Agent) => item.isActive)).toEqual([true, true]);
  });

  it.each([
    [{ ids: [], action: 'activate' }, 'ids', 'Pick at least one item.'],
    [{ action: 'activate' }, 'ids', 'Pick at least one item.'],
    [{ ids: [1, 999], action: 'assignShift', value: 1 }, 'ids', 'The selected item does not exist.'],
    [{ ids: [1], action: 'fly' }, 'action', 'Pick one of the offered values.'],
    [{ ids: [1] }, 'action', 'This field is required.'],
    [{ ids: [1, 2], action: 'assignQueue' }, 'value', 'This field is required.'],
    [{ ids: [1, 2], action: 'assignDepartment', value: 99 }, 'value', 'The selected item does not exist.'],
  ])('all or nothing: %p → 422 on %s', async (body, field, message) => {
    const response = await bulk(body);
    expect(response.status).toBe(422);
    expect(response.data).toEqual({ message: 'The given data was invalid.', errors: { [field]: [message] } });
    expect(await agent(1)).toEqual(SEED.agents[0]);
  });

  it('localizes its errors', async () => {
    const response = await bulk({ ids: [], action: 'activate' }, { 'Accept-Language': 'de' });
    expect(response.data.errors.ids).toEqual(['Wählen Sie mindestens einen Eintrag.']);
  });
});

describe('POST /conversation-templates/import', () => {
  const row = (shortcut: string, extra: object = {}) => ({
    title: `Title ${shortcut}`,
    shortcut,
    body: 'Hi {{customer.name}}',
    scope: 'global',
    ...extra,
  });

  it('creates every row: 201 { data, total }', async () => {
    const response = await live.client.post('/conversation-templates/import', {
      rows: [
        row('imported-one'),
        row('imported-two', { scope: 'department', departmentId: '3', categoryId: 6, isActive: 'false' }),
      ],
    });
    expect(response.status).toBe(201);
    expect(response.data.total).toBe(2);
    expect(response.data.data).toEqual([
      { id: 31, ...row('imported-one'), departmentId: null, categoryId: null, isActive: true, usageCount: 0 },
      {
        id: 32,
        ...row('imported-two'),
        scope: 'department',
        departmentId: 3,
        categoryId: 6,
        isActive: false,
        usageCount: 0,
      },
    ]);
    expect((await live.client.get('/conversation-templates')).data.total).toBe(32);
  });

  it('imports nothing when one row fails, and names every broken row and field', async () => {
    const response = await live.client.post('/conversation-templates/import', {
      rows: [row('fine'), row('Bad Shortcut'), row('fine', { title: '' }), row('greeting', { scope: 'department' })],
    });
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      message: 'The given data was invalid.',
      errors: { rows: ['3 rows have errors. Nothing was imported.'] },
      rowErrors: [
        { row: 2, field: 'shortcut', message: 'Use 2–32 lowercase letters, digits, _ or -.' },
        { row: 3, field: 'title', message: 'This field is required.' },
        { row: 3, field: 'shortcut', message: 'This shortcut appears more than once in the file.' },
        { row: 4, field: 'shortcut', message: 'This shortcut is already in use.' },
        { row: 4, field: 'departmentId', message: 'This field is required.' },
      ],
    });
    expect((await live.client.get('/conversation-templates')).data.total).toBe(30);
  });

  it('one bad row is enough to import nothing', async () => {
    const response = await live.client.post('/conversation-templates/import', {
      rows: [row('ok-one'), row('ok-two', { categoryId: 99 })],
    });
    expect(response.status).toBe(422);
    expect(response.data.errors.rows).toEqual(['1 row has errors. Nothing was imported.']);
    expect(response.data.rowErrors).toEqual([
      { row: 2, field: 'categoryId', message: 'The selected item does not exist.' },
    ]);
    expect((await live.client.get('/conversation-templates', { params: { q: 'ok-one' } })).data.total).toBe(0);
  });

  it.each([[{ rows: [] }], [{}], [{ rows: 'nope' }]])('answers 422 without rows (%p)', async (body) => {
    const response = await live.client.post('/conversation-templates/import', body);
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      message: 'The given data was invalid.',
      errors: { rows: ['The file contains no rows.'] },
      rowErrors: [],
    });
  });

  it('localizes the summary and the row messages', async () => {
    const response = await live.client.post(
      '/conversation-templates/import',
      { rows: [row('greeting')] },
      { headers: { 'Accept-Language': 'pt' } },
    );
    expect(response.data.message).toBe('Os dados indicados são inválidos.');
    expect(response.data.errors.rows).toEqual(['1 linha contém erros. Nada foi importado.']);
    expect(response.data.rowErrors).toEqual([{ row: 1, field: 'shortcut', message: 'Este atalho já está em uso.' }]);
  });
});

describe.each([
  ['/conversation-categories', 12],
  ['/comments', 8],
])('POST %s/reorder', (path, count) => {
  it('puts the listed ids first in the given order, the rest after, and answers them all sorted', async () => {
    const response = await live.client.post(`${path}/reorder`, { ids: [3, 1, 2] });
    expect(response.status).toBe(200);
    const expectedIds = [3, 1, 2, ...Array.from({ length: count - 3 }, (_, index) => index + 4)];
    expect(response.data.data.map((record: { id: number }) => record.id)).toEqual(expectedIds);
    expect(response.data.data.map((record: { sortOrder: number }) => record.sortOrder)).toEqual(
      expectedIds.map((_, index) => index),
    );
    const all = await live.client.get(`${path}/all`);
    expect(all.data).toEqual(response.data.data);
    // The list's default order follows.
    expect((await live.client.get(path)).data.data.map((record: { id: number }) => record.id)).toEqual(
      expectedIds.slice(0, 10),
    );
  });

  it('answers 422 and changes nothing when an id is unknown or none is given', async () => {
    const before = (await live.client.get(`${path}/all`)).data;
    const unknown = await live.client.post(`${path}/reorder`, { ids: [2, 99] });
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors).toEqual({ ids: ['The selected item does not exist.'] });
    expect((await live.client.post(`${path}/reorder`, { ids: [] })).data.errors).toEqual({
      ids: ['Pick at least one item.'],
    });
    expect((await live.client.get(`${path}/all`)).data).toEqual(before);
  });

  it('needs a token', async () => {
    const response = await live.client.post(`${path}/reorder`, { ids: [1] }, { headers: { Authorization: '' } });
    expect(response.status).toBe(401);
  });
});
