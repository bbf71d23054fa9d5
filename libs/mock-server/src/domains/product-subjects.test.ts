// Roles enforced by the server (docs/demo-api.md, Common rules; docs/architecture.md, Roles): per demo account and
// for an account made with "Create an account" (a member), what the product API answers for reads and writes. The agent's allowed reads are exactly what its screens load (the dashboard
// with its filter bar, the templates page with its department and category names and the organisation).
import type { Server } from 'miragejs';
import { startMockServer } from '../server';
import { api, login, PRODUCT_API, productApiAs } from '../testing';

let server: Server;

beforeEach(() => {
  server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
});
afterEach(() => server.shutdown());

type Role = 'admin' | 'agent' | 'client' | 'member';

/** A member is whoever registers on the sign-in page: the token `POST /jwt/register` hands out. */
async function tokenFor(role: Role): Promise<string> {
  if (role !== 'member') return (await login(`${role}@demo.com`, role)).accessToken;
  const registered = await api.post('/jwt/register', {
    email: 'someone@example.com',
    password: 'secret12',
    username: 'someone',
  });
  return registered.data.accessToken;
}

async function clientFor(role: Role) {
  return productApiAs(await tokenFor(role));
}

// [path, roles that may read it]
const READS: Array<[string, Role[]]> = [
  ['/reports/dashboard', ['admin', 'agent']],
  ['/conversation-templates', ['admin', 'agent']],
  ['/conversation-templates/1', ['admin', 'agent']],
  ['/conversation-templates/all', ['admin', 'agent']],
  ['/departments/all', ['admin', 'agent']],
  ['/conversation-categories/all', ['admin', 'agent']],
  ['/agents/all', ['admin', 'agent']],
  ['/queues/all', ['admin', 'agent']],
  ['/organization', ['admin', 'agent']],
  ['/admins', ['admin']],
  ['/admins/all', ['admin']],
  ['/agents', ['admin']],
  ['/agents/1', ['admin']],
  ['/departments', ['admin']],
  ['/queues', ['admin']],
  ['/shifts', ['admin']],
  ['/shifts/all', ['admin']],
  ['/working-times', ['admin']],
  ['/working-times/all', ['admin']],
  ['/conversation-categories', ['admin']],
  ['/comments', ['admin']],
  ['/comments/all', ['admin', 'agent']],
  ['/conversations?perPage=1', ['admin']],
  ['/contacts?perPage=1', ['admin']],
  ['/reports/chatbot', ['admin']],
  ['/live/conversations', ['admin']],
  ['/live/agents', ['admin']],
  ['/live/alerts', ['admin']],
];

describe('reads', () => {
  it.each(['admin', 'agent', 'client', 'member'] as Role[])(
    '%s: 200 for what the role may read, 403 { message } for the rest',
    async (role) => {
      const client = await clientFor(role);
      for (const [path, roles] of READS) {
        const response = await client.get(path);
        const expected = roles.includes(role) ? 200 : 403;
        expect([path, response.status]).toEqual([path, expected]);
        if (expected === 403) expect(response.data).toEqual({ message: 'You do not have permission to do this.' });
      }
    },
  );
});

const admin = { fullName: 'New Admin', email: 'new.admin@example.com', role: 'admin' };
const template = { title: 'Hello', shortcut: 'hello-roles', body: 'Hi there', scope: 'global' };

// [method, path, body, what the admin gets]
const WRITES: Array<[string, string, unknown, number]> = [
  ['post', '/admins', admin, 201],
  ['put', '/organization', { name: 'Renamed' }, 200],
  ['delete', '/agents/1', undefined, 204],
  ['post', '/conversation-templates', template, 201],
  ['put', '/conversation-templates/1', { ...template, shortcut: 'edited-roles' }, 200],
  ['post', '/conversation-templates/import', { rows: [{ ...template, shortcut: 'imported-roles' }] }, 201],
  ['post', '/agents/bulk', { ids: [2], action: 'activate' }, 200],
  ['post', '/comments/reorder', { ids: [2, 1] }, 200],
  ['post', '/departments', { name: 'Roles' }, 201],
  ['put', '/shifts/4', { name: 'Roles', timezone: 'UTC', daysOfWeek: [1], startTime: '09:00', endTime: '17:00' }, 200],
];

describe('writes', () => {
  it.each(['agent', 'client', 'member'] as Role[])('%s: 403 for every write, and nothing changes', async (role) => {
    const client = await clientFor(role);
    for (const [method, path, body] of WRITES) {
      const response = await client.request({ method, url: path, data: body, headers: { 'Accept-Language': 'fr' } });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.data).toEqual({ message: 'Vous n’avez pas l’autorisation d’effectuer cette action.' });
    }
    expect(server.db.organizations[0].name).toBe('Acme Support');
    expect(server.db.agents.find(1)).not.toBeNull();
    expect(server.db.admins.where({ email: admin.email })).toHaveLength(0);
  });

  it('admin: every write goes through', async () => {
    const client = await clientFor('admin');
    for (const [method, path, body, status] of WRITES) {
      const response = await client.request({ method, url: path, data: body });
      expect([method, path, response.status]).toEqual([method, path, status]);
    }
  });
});
