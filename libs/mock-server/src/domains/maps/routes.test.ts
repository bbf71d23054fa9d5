import { conversationsByCountrySchema } from '@live-agent/contracts';
import { serverPerTest } from '../../testing/server-per-test';
import { api } from '../../testing';
import { CONVERSATIONS_BY_COUNTRY } from '.';

const NOW = new Date('2026-03-10T09:00:00.000Z');

const mock = serverPerTest(NOW);
const admin = mock.as('admin');
const client = mock.as('client');

const PATH = '/api/maps/conversations-by-country';

describe('GET /api/maps/conversations-by-country', () => {
  it('answers each country once, by its alpha-2 code, with its count', async () => {
    const response = await admin.get(PATH);
    expect(response.status).toBe(200);
    expect(conversationsByCountrySchema.safeParse(response.data).success).toBe(true);
    expect(response.data.countries).toEqual(CONVERSATIONS_BY_COUNTRY);
    const codes = response.data.countries.map((row: { country: string }) => row.country);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('answers 401 signed out and 403 for a client', async () => {
    expect((await api.get(PATH)).status).toBe(401);
    expect((await client.get(PATH)).status).toBe(403);
  });
});
