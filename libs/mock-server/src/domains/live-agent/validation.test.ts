// Every 422 rule of the live-agent resources, with the exact (English) message, and the localized
// variants by Accept-Language.
import type { AxiosResponse } from 'axios';
import { REFERENCE_DATE } from '../../random';
import { buildLiveAgentSeed } from './seeds';
import { liveAgentPerTest } from './test-support';

const SEED = buildLiveAgentSeed(REFERENCE_DATE);

const live = liveAgentPerTest();

const VALID = {
  admin: { fullName: 'Nora Admin', email: 'nora@acme.test', role: 'supervisor' },
  agent: { fullName: 'Pat Agent', email: 'pat@acme.test' },
  department: { name: 'Partners' },
  queue: { name: 'Partners', departmentId: 1, routing: 'auto' },
  shift: { name: 'Weekend', timezone: 'UTC', daysOfWeek: [0, 6], startTime: '10:00', endTime: '18:00' },
  workingTime: {
    name: 'Hours',
    scope: 'organization',
    timezone: 'UTC',
    intervals: [] as unknown[],
    exceptions: [] as unknown[],
  },
  template: { title: 'Thanks', shortcut: 'thanks', body: 'Thanks!', scope: 'global' },
  category: { name: 'Partnerships', color: '#123456' },
  comment: { text: 'Solved' },
};

/** The body of a 422 that fails only `field`, and its messages. */
function fieldErrors(response: AxiosResponse, field: string): string[] {
  expect(response.status).toBe(422);
  expect(response.data.message).toBe('The given data was invalid.');
  expect(Object.keys(response.data.errors)).toEqual([field]);
  return response.data.errors[field];
}

/** The messages on `field` of the 422 a POST of `body` to `path` answers (failing only that field). */
const postRefusal = async (path: string, body: object, field: string) =>
  fieldErrors(await live.client.post(path, body), field);

/** The same for a PUT. */
const putRefusal = async (path: string, body: object, field: string) =>
  fieldErrors(await live.client.put(path, body), field);

describe('required fields', () => {
  it.each([
    ['/admins', {}, ['fullName', 'email', 'role']],
    ['/agents', {}, ['fullName', 'email']],
    ['/departments', {}, ['name']],
    ['/queues', {}, ['name', 'departmentId', 'routing']],
    ['/shifts', {}, ['startTime', 'endTime', 'name', 'daysOfWeek']],
    ['/working-times', {}, ['scope', 'name']],
    ['/conversation-templates', {}, ['shortcut', 'scope', 'title', 'body']],
    ['/conversation-categories', {}, ['name']],
    ['/comments', { text: '   ' }, ['text']],
  ])('POST %s refuses a body without them', async (path, body, fields) => {
    const response = await live.client.post(path, body);
    expect(response.status).toBe(422);
    expect(response.data.message).toBe('The given data was invalid.');
    expect(Object.keys(response.data.errors).sort()).toEqual([...fields].sort());
    for (const field of fields) {
      if (field === 'daysOfWeek') expect(response.data.errors[field]).toEqual(['Pick at least one day.']);
      else expect(response.data.errors[field]).toEqual(['This field is required.']);
    }
  });

  it('nothing is stored when a record fails', async () => {
    await live.client.post('/agents', { ...VALID.agent, email: 'broken' });
    expect((await live.client.get('/agents')).data.total).toBe(24);
  });
});

describe('e-mail', () => {
  it('must be an e-mail address', async () => {
    expect(await postRefusal('/agents', { ...VALID.agent, email: 'pat@' }, 'email')).toEqual([
      'Enter a valid e-mail address.',
    ]);
    expect(await postRefusal('/admins', { ...VALID.admin, email: 'no at sign' }, 'email')).toEqual([
      'Enter a valid e-mail address.',
    ]);
  });

  it('is unique across admins and agents, case-insensitively', async () => {
    const adminEmail = SEED.admins[0].email.toUpperCase();
    const agentEmail = SEED.agents[3].email;
    expect(await postRefusal('/agents', { ...VALID.agent, email: adminEmail }, 'email')).toEqual([
      'This e-mail is already in use.',
    ]);
    expect(await postRefusal('/admins', { ...VALID.admin, email: agentEmail }, 'email')).toEqual([
      'This e-mail is already in use.',
    ]);
    expect(await putRefusal('/agents/1', { ...VALID.agent, email: agentEmail }, 'email')).toEqual([
      'This e-mail is already in use.',
    ]);
  });

  it('a record keeps its own e-mail on PUT', async () => {
    expect((await live.client.put('/agents/4', { ...VALID.agent, email: SEED.agents[3].email })).status).toBe(200);
    expect((await live.client.put('/admins/1', { ...VALID.admin, email: 'ADA.admin@acme.test' })).status).toBe(200);
  });
});

describe('numbers', () => {
  it.each([0, 21, 2.5, 'ten', -1])('maxConcurrentChats %p is refused for agents and departments', async (value) => {
    expect(await postRefusal('/agents', { ...VALID.agent, maxConcurrentChats: value }, 'maxConcurrentChats')).toEqual([
      'Enter a whole number from 1 to 20.',
    ]);
    expect(
      await postRefusal('/departments', { ...VALID.department, maxConcurrentChats: value }, 'maxConcurrentChats'),
    ).toEqual(['Enter a whole number from 1 to 20.']);
  });

  it('accepts 1 and 20, and numeric strings', async () => {
    expect(
      (await live.client.post('/agents', { ...VALID.agent, maxConcurrentChats: 20 })).data.maxConcurrentChats,
    ).toBe(20);
    expect(
      (await live.client.post('/departments', { ...VALID.department, maxConcurrentChats: '1' })).data
        .maxConcurrentChats,
    ).toBe(1);
  });

  it('queue priority is 1 to 5, waits are whole seconds', async () => {
    expect(await postRefusal('/queues', { ...VALID.queue, priority: 6 }, 'priority')).toEqual([
      'Enter a whole number from 1 to 5.',
    ]);
    expect(await postRefusal('/queues', { ...VALID.queue, maxWaitSec: -5 }, 'maxWaitSec')).toEqual([
      'Enter a whole number from 0 to 86400.',
    ]);
  });
});

describe('choices', () => {
  it.each([
    ['/admins', 'role', 'owner', VALID.admin],
    ['/agents', 'status', 'sleeping', VALID.agent],
    ['/queues', 'routing', 'random', VALID.queue],
    ['/working-times', 'scope', 'team', VALID.workingTime],
    ['/conversation-templates', 'scope', 'team', VALID.template],
  ])('POST %s refuses %s %p', async (path, field, value, body) => {
    expect(await postRefusal(path, { ...body, [field]: value }, field)).toEqual(['Pick one of the offered values.']);
  });

  it('booleans must be booleans', async () => {
    expect(await postRefusal('/agents', { ...VALID.agent, isActive: 'maybe' }, 'isActive')).toEqual([
      'Choose yes or no.',
    ]);
  });
});

describe('references', () => {
  it.each([
    ['/admins', 'departmentIds', [1, 99], VALID.admin],
    ['/agents', 'departmentIds', [99], VALID.agent],
    ['/agents', 'queueIds', [3, 'x'], VALID.agent],
    ['/agents', 'shiftId', 99, VALID.agent],
    ['/departments', 'workingTimeId', 99, VALID.department],
    ['/departments', 'fallbackDepartmentId', 99, VALID.department],
    ['/queues', 'departmentId', 99, VALID.queue],
    ['/working-times', 'departmentId', 99, { ...VALID.workingTime, scope: 'department' }],
    ['/conversation-templates', 'categoryId', 99, VALID.template],
    ['/conversation-templates', 'departmentId', 99, { ...VALID.template, scope: 'department' }],
    ['/conversation-categories', 'parentId', 99, VALID.category],
    ['/conversation-categories', 'departmentIds', [99], VALID.category],
    ['/comments', 'departmentIds', [2, 99], VALID.comment],
    ['/shifts', 'agentIds', [99], VALID.shift],
  ])('POST %s refuses an unknown %s %p', async (path, field, value, body) => {
    expect(await postRefusal(path, { ...body, [field]: value }, field)).toEqual(['The selected item does not exist.']);
  });

  it('a department-scope template or working time needs its department', async () => {
    expect(
      await postRefusal('/conversation-templates', { ...VALID.template, scope: 'department' }, 'departmentId'),
    ).toEqual(['This field is required.']);
    expect(await postRefusal('/working-times', { ...VALID.workingTime, scope: 'department' }, 'departmentId')).toEqual([
      'This field is required.',
    ]);
  });

  it('a global or private template drops a department', async () => {
    const response = await live.client.post('/conversation-templates', {
      ...VALID.template,
      scope: 'private',
      departmentId: 2,
    });
    expect(response.data.departmentId).toBeNull();
  });

  it('a department is not its own fallback', async () => {
    expect(
      await putRefusal('/departments/2', { ...VALID.department, fallbackDepartmentId: 2 }, 'fallbackDepartmentId'),
    ).toEqual(['A department cannot be its own fallback.']);
  });

  it('a category is not its own parent, nor under one of its sub-categories', async () => {
    expect(await putRefusal('/conversation-categories/1', { ...VALID.category, parentId: 1 }, 'parentId')).toEqual([
      'A category cannot be placed under itself or one of its sub-categories.',
    ]);
    expect(await putRefusal('/conversation-categories/1', { ...VALID.category, parentId: 2 }, 'parentId')).toEqual([
      'A category cannot be placed under itself or one of its sub-categories.',
    ]);
    expect((await live.client.put('/conversation-categories/2', { ...VALID.category, parentId: 4 })).status).toBe(200);
  });
});

describe('shifts', () => {
  it.each(['24:00', '9:00', '12:60', 'noon'])('times must be HH:mm from 00:00 to 23:59 (%p)', async (time) => {
    expect(await postRefusal('/shifts', { ...VALID.shift, startTime: time }, 'startTime')).toEqual([
      'Use the HH:mm format.',
    ]);
  });

  it('needs at least one day, each 0 to 6', async () => {
    expect(await postRefusal('/shifts', { ...VALID.shift, daysOfWeek: [] }, 'daysOfWeek')).toEqual([
      'Pick at least one day.',
    ]);
    expect(await postRefusal('/shifts', { ...VALID.shift, daysOfWeek: [1, 7] }, 'daysOfWeek')).toEqual([
      'Use days from 0 (Sunday) to 6 (Saturday).',
    ]);
  });

  it('may cross midnight, but start and end differ', async () => {
    expect((await live.client.post('/shifts', { ...VALID.shift, startTime: '23:00', endTime: '07:00' })).status).toBe(
      201,
    );
    expect(
      await postRefusal(
        '/shifts',
        {
          ...VALID.shift,
          name: 'Weekend mornings',
          startTime: '08:00',
          endTime: '08:00',
        },
        'endTime',
      ),
    ).toEqual(['Start and end must differ.']);
  });

  it('needs a real time zone', async () => {
    expect(await postRefusal('/shifts', { ...VALID.shift, timezone: 'Mars/Olympus' }, 'timezone')).toEqual([
      'Pick a valid time zone.',
    ]);
  });

  it('agentIds moves exactly those agents onto the shift; a shift cannot be deleted while agents work it', async () => {
    const created = await live.client.post('/shifts', { ...VALID.shift, agentIds: [1, 2] });
    expect(created.data.agentIds).toEqual([1, 2]);
    expect((await live.client.get('/agents/1')).data.shiftId).toBe(created.data.id);
    const updated = await live.client.put(`/shifts/${created.data.id}`, { ...VALID.shift, agentIds: [2, 3] });
    expect(updated.data.agentIds).toEqual([2, 3]);
    expect((await live.client.get('/agents/1')).data.shiftId).toBeNull();
    const refused = await live.client.delete(`/shifts/${created.data.id}`);
    expect(refused.status).toBe(422);
    expect(refused.data).toEqual({ message: 'This shift is used by 2 agents.', errors: {} });
    expect((await live.client.get('/agents/2')).data.shiftId).toBe(created.data.id);
    await live.client.put(`/shifts/${created.data.id}`, { ...VALID.shift, agentIds: [] });
    expect((await live.client.delete(`/shifts/${created.data.id}`)).status).toBe(204);
  });

  it('deleting a seeded shift that agents work is refused in the request’s language, and nothing changes', async () => {
    const onShift = SEED.agents.filter((agent) => agent.shiftId === 4).map((agent) => agent.id);
    expect(onShift.length).toBeGreaterThan(0);
    const refused = await live.client.delete('/shifts/4', { headers: { 'Accept-Language': 'de' } });
    expect(refused.status).toBe(422);
    expect(refused.data.message).toBe(`Diese Schicht wird von ${onShift.length} Agenten verwendet.`);
    expect((await live.client.get('/shifts/4')).data.agentIds).toEqual(onShift);
  });
});

describe('unique names', () => {
  it.each([
    ['/departments', 'name', () => SEED.departments[0].name, (name: string) => ({ ...VALID.department, name })],
    ['/queues', 'name', () => SEED.queues[0].name, (name: string) => ({ ...VALID.queue, name })],
    ['/shifts', 'name', () => SEED.shifts[0].name, (name: string) => ({ ...VALID.shift, name })],
    ['/comments', 'text', () => SEED.comments[0].text, (text: string) => ({ text })],
  ])(
    '%s refuses a %s already in use, trimmed and case-insensitively; a record keeps its own',
    async (path, field, taken, body) => {
      const name = taken();
      for (const variant of [name, ` ${name.toUpperCase()} `, `${name.toLowerCase()}  `]) {
        expect(await postRefusal(path, body(variant), field)).toEqual(['This name is already in use.']);
      }
      const first = await live.client.post(path, body('Billing Partners'));
      expect(first.status).toBe(201);
      expect(await postRefusal(path, body('billing partners '), field)).toEqual(['This name is already in use.']);
      expect((await live.client.put(`${path}/${first.data.id}`, body('BILLING partners'))).status).toBe(200);
      expect(await putRefusal(`${path}/${first.data.id}`, body(name), field)).toEqual(['This name is already in use.']);
    },
  );
});

describe('queue waits', () => {
  it('the first-response target cannot exceed the maximum wait (equal is fine)', async () => {
    const response = await live.client.post('/queues', { ...VALID.queue, maxWaitSec: 60, slaFirstResponseSec: 61 });
    expect(fieldErrors(response, 'slaFirstResponseSec')).toEqual([
      'The first-response target cannot exceed the maximum wait.',
    ]);
    const french = await live.client.post(
      '/queues',
      { ...VALID.queue, maxWaitSec: 0 },
      { headers: { 'Accept-Language': 'fr' } },
    );
    expect(french.data.errors).toEqual({
      slaFirstResponseSec: ['L’objectif de première réponse ne peut pas dépasser l’attente maximale.'],
    });
    expect(
      (await live.client.post('/queues', { ...VALID.queue, maxWaitSec: 60, slaFirstResponseSec: 60 })).status,
    ).toBe(201);
  });

  it('every seeded queue keeps the rule', () => {
    for (const queue of SEED.queues) expect(queue.slaFirstResponseSec).toBeLessThanOrEqual(queue.maxWaitSec);
  });
});

describe('working times', () => {
  const post = (body: object) => live.client.post('/working-times', { ...VALID.workingTime, ...body });

  it('opening time must be before closing time', async () => {
    const response = await post({ intervals: [{ day: 1, open: '18:00', close: '08:00' }] });
    expect(fieldErrors(response, 'intervals')).toEqual(['Opening time must be before closing time.']);
  });

  it('intervals of the same day must not overlap (other days may)', async () => {
    const overlapping = await post({
      intervals: [
        { day: 1, open: '08:00', close: '12:00' },
        { day: 1, open: '11:00', close: '14:00' },
      ],
    });
    expect(fieldErrors(overlapping, 'intervals')).toEqual(['Intervals on the same day must not overlap.']);
    const touching = await post({
      intervals: [
        { day: 1, open: '08:00', close: '12:00' },
        { day: 1, open: '12:00', close: '14:00' },
        { day: 2, open: '11:00', close: '14:00' },
      ],
    });
    expect(touching.status).toBe(201);
  });

  it('interval days are 0 to 6 and times HH:mm', async () => {
    expect(fieldErrors(await post({ intervals: [{ day: 7, open: '08:00', close: '12:00' }] }), 'intervals')).toEqual([
      'Use days from 0 (Sunday) to 6 (Saturday).',
    ]);
    expect(fieldErrors(await post({ intervals: [{ day: 1, open: '8:00', close: '12:00' }] }), 'intervals')).toEqual([
      'Use the HH:mm format.',
    ]);
  });

  it.each(['2025-02-30', '2025-13-01', '15.01.2025', ''])('exception dates must be real dates (%p)', async (date) => {
    expect(fieldErrors(await post({ exceptions: [{ date, closed: true, label: 'x' }] }), 'exceptions')).toEqual([
      'Enter a valid date.',
    ]);
  });

  it('exception dates appear once', async () => {
    const response = await post({
      exceptions: [
        { date: '2025-12-24', closed: true, label: 'a' },
        { date: '2025-12-24', closed: true, label: 'b' },
      ],
    });
    expect(fieldErrors(response, 'exceptions')).toEqual(['Each date may appear only once.']);
  });

  it('special-day intervals follow the weekly rules', async () => {
    const backwards = await post({
      exceptions: [{ date: '2025-12-24', closed: false, intervals: [{ open: '12:00', close: '09:00' }], label: 'Eve' }],
    });
    expect(fieldErrors(backwards, 'exceptions')).toEqual(['Opening time must be before closing time.']);
    const overlapping = await post({
      exceptions: [
        {
          date: '2025-12-24',
          closed: false,
          intervals: [
            { open: '09:00', close: '12:00' },
            { open: '10:00', close: '13:00' },
          ],
          label: 'Eve',
        },
      ],
    });
    expect(fieldErrors(overlapping, 'exceptions')).toEqual(['Intervals on the same day must not overlap.']);
    const empty = await post({ exceptions: [{ date: '2025-12-24', closed: false, intervals: [], label: 'Eve' }] });
    expect(fieldErrors(empty, 'exceptions')).toEqual(['Add opening hours or mark the day as closed.']);
  });

  it('stores special hours sorted, and a closed day without intervals', async () => {
    const response = await post({
      exceptions: [
        { date: '2025-12-31', intervals: [{ open: '09:00', close: '12:00' }], label: 'New Year’s Eve' },
        { date: '2025-12-26', closed: true, intervals: [{ open: '09:00', close: '12:00' }], label: 'Boxing Day' },
      ],
    });
    expect(response.data.exceptions).toEqual([
      { date: '2025-12-26', closed: true, intervals: [], label: 'Boxing Day' },
      { date: '2025-12-31', closed: false, intervals: [{ open: '09:00', close: '12:00' }], label: 'New Year’s Eve' },
    ]);
  });
});

describe('templates', () => {
  it.each(['A', 'Upper', 'with space', 'x'.repeat(33), 'émoji'])(
    'shortcut %p must be 2–32 lowercase letters, digits, _ or -',
    async (shortcut) => {
      expect(await postRefusal('/conversation-templates', { ...VALID.template, shortcut }, 'shortcut')).toEqual([
        'Use 2–32 lowercase letters, digits, _ or -.',
      ]);
    },
  );

  it('shortcut is unique (but a template keeps its own)', async () => {
    expect(
      await postRefusal('/conversation-templates', { ...VALID.template, shortcut: 'greeting' }, 'shortcut'),
    ).toEqual(['This shortcut is already in use.']);
    expect(
      (await live.client.put('/conversation-templates/1', { ...VALID.template, shortcut: 'greeting' })).status,
    ).toBe(200);
  });

  it('usageCount is server-owned', async () => {
    const response = await live.client.post('/conversation-templates', { ...VALID.template, usageCount: 99 });
    expect(response.data.usageCount).toBe(0);
  });
});

describe('categories and comments', () => {
  it('category names are unique, case-insensitively (but a category keeps its own)', async () => {
    expect(await postRefusal('/conversation-categories', { ...VALID.category, name: ' BILLING ' }, 'name')).toEqual([
      'This name is already in use.',
    ]);
    expect((await live.client.put('/conversation-categories/4', { ...VALID.category, name: 'billing' })).status).toBe(
      200,
    );
  });

  it.each(['red', '#12345', '#1234567', '#ggghhh'])('colour %p must look like #1a2b3c', async (color) => {
    expect(await postRefusal('/conversation-categories', { ...VALID.category, color }, 'color')).toEqual([
      'Use a colour like #1a2b3c.',
    ]);
  });

  it('comment text is 1 to 200 characters', async () => {
    expect(await postRefusal('/comments', { text: 'x'.repeat(201) }, 'text')).toEqual(['Enter 1 to 200 characters.']);
    expect(await postRefusal('/comments', { text: '' }, 'text')).toEqual(['This field is required.']);
    expect((await live.client.post('/comments', { text: 'x'.repeat(200) })).status).toBe(201);
  });
});

describe('localized messages', () => {
  it('answers in German for Accept-Language de', async () => {
    const response = await live.client.post(
      '/agents',
      { fullName: '', email: 'pat@', maxConcurrentChats: 30 },
      { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } },
    );
    expect(response.status).toBe(422);
    expect(response.data).toEqual({
      message: 'Die angegebenen Daten sind ungültig.',
      errors: {
        fullName: ['Dieses Feld ist erforderlich.'],
        email: ['Geben Sie eine gültige E-Mail-Adresse ein.'],
        maxConcurrentChats: ['Geben Sie eine ganze Zahl von 1 bis 20 ein.'],
      },
    });
  });

  it.each([
    ['fr', 'Ce raccourci est déjà utilisé.'],
    ['pt-BR', 'Este atalho já está em uso.'],
    ['es', 'This shortcut is already in use.'],
  ])('answers in the first language of %p', async (language, message) => {
    const response = await live.client.post(
      '/conversation-templates',
      { ...VALID.template, shortcut: 'greeting' },
      { headers: { 'Accept-Language': language } },
    );
    expect(response.data.errors.shortcut).toEqual([message]);
  });
});
