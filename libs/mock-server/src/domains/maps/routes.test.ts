import type { AxiosInstance } from 'axios';
import type { Server } from 'miragejs';
import { conversationsByCountrySchema } from '@live-agent/contracts';
import { startMockServer } from '../../server';
import { api, login, apiAs } from '../../testing';
import { CONVERSATIONS_BY_COUNTRY } from '.';

const NOW = new Date('2026-03-10T09:00:00.000Z');

let server: Server;
let admin: AxiosInstance;
let client: AxiosInstance;

beforeAll(async () => {
  const bootstrap = startMockServer({ environment: 'test', now: NOW });
  admin = apiAs((await login('admin@demo.com', 'admin')).accessToken);
  client = apiAs((await login('client@demo.com', 'client')).accessToken);
  bootstrap.shutdown();
});

beforeEach(() => {
  server = startMockServer({ environment: 'test', now: NOW });
});
afterEach(() => server.shutdown());

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
