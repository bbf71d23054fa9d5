// The forms showcase's routes through the real Mirage server (docs/demo-api.md, Forms showcase).
import type { CityList, User, UsernameCheck, WizardResult } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { apiAs } from '../../testing';

const NOW = new Date('2026-03-10T09:00:00.000Z');
const mock = serverPerTest(NOW);
const { tokens } = mock;

const admin = (language = 'en') => apiAs(tokens.admin, language);
const VALID = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada.l',
  company: '',
  phone: '+44 20 7946 0000',
  website: '',
  plan: 'team',
  seats: '12',
};

describe('forms showcase', () => {
  it('says a seeded user’s username is taken, in any case, and a new one is free', async () => {
    const seeded = (mock.server.db.appUsers as unknown as User[])[0].username;
    const taken = await admin().get<UsernameCheck>('/api/showcase-forms/username', {
      params: { username: ` ${seeded.toUpperCase()} ` },
    });
    expect(taken.data).toEqual({ username: seeded.toUpperCase(), taken: true });
    const free = await admin().get<UsernameCheck>('/api/showcase-forms/username', {
      params: { username: 'nobody.yet' },
    });
    expect(free.data).toEqual({ username: 'nobody.yet', taken: false });
    expect((await admin().get('/api/showcase-forms/username')).data).toEqual({ username: '', taken: false });
  });

  it('finds at most 10 cities by name or country', async () => {
    const found = await admin().get<CityList>('/api/showcase-forms/cities', { params: { q: 'PORTUGAL' } });
    expect(found.data.cities.map((city) => city.title)).toEqual(['Lisbon', 'Porto']);
    const all = await admin().get<CityList>('/api/showcase-forms/cities');
    expect(all.data.cities).toHaveLength(10);
  });

  it('answers a valid wizard with a reference and refuses a bad one field by field, in the request’s language', async () => {
    const first = await admin().post<WizardResult>('/api/showcase-forms/wizard', VALID);
    expect([first.status, first.data]).toEqual([
      201,
      { reference: 'WZ-0001', fullName: 'Ada Lovelace', email: 'ada@example.com', plan: 'team', seats: 12 },
    ]);
    const bad = await admin('de').post('/api/showcase-forms/wizard', {
      ...VALID,
      fullName: ' ',
      seats: '0',
      plan: 'x',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['fullName', 'plan', 'seats']);
    expect(bad.data.errors.fullName).toEqual(['Dieses Feld ist erforderlich.']);
  });

  it('needs a token, then read Demo', async () => {
    expect((await apiAs().get('/api/showcase-forms/cities')).status).toBe(401);
    expect((await apiAs(tokens.agent).get('/api/showcase-forms/username')).status).toBe(403);
    expect((await apiAs(tokens.agent).post('/api/showcase-forms/wizard', VALID)).status).toBe(403);
  });
});
