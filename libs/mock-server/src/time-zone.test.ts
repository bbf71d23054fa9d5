// The demo organisation's time zone (MockServerOptions.timeZone): its organisation, shifts and working hours carry it,
// and the history's working day follows it, so the same instant is a dead night in one zone and a busy day in another.
import type { DashboardReport } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { badInputs } from '@live-agent/test-fixtures';
import { startMockServer } from './server';
import { login, PRODUCT_API, productApiAs } from './testing';
import { DEMO_TIME_ZONE, type MockServerOptions } from './types';

// A Sunday, 05:00 in Berlin (nobody's shift), 13:00 in Tokyo (the morning and evening shifts meet).
const SUNDAY_4AM_UTC = Date.UTC(2026, 10, 29, 4, 0);

let server: Server | undefined;
afterEach(() => {
  server?.shutdown();
  server = undefined;
  jest.restoreAllMocks();
});

async function start(timeZone: MockServerOptions['timeZone']) {
  server = startMockServer({
    environment: 'test',
    productApiBase: PRODUCT_API,
    timeZone,
    conversations: { endsAt: SUNDAY_4AM_UTC },
  });
  return productApiAs((await login('admin@demo.com', 'admin')).accessToken);
}

it('gives the organisation, its shifts and its working hours the zone asked for', async () => {
  const client = await start('Asia/Tokyo');
  expect((await client.get('/organization')).data.data.timezone).toBe('Asia/Tokyo');
  const shifts: Array<{ timezone: string }> = (await client.get('/shifts', { params: { perPage: 100 } })).data.data;
  const hours: Array<{ timezone: string }> = (await client.get('/working-times', { params: { perPage: 100 } })).data
    .data;
  expect(shifts.length).toBeGreaterThan(0);
  expect(hours.length).toBeGreaterThan(0);
  expect(new Set([...shifts, ...hours].map((row) => row.timezone))).toEqual(new Set(['Asia/Tokyo']));
});

it('keeps the default zone, silently, when none is asked for', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = await start(undefined);
  expect((await client.get('/organization')).data.data.timezone).toBe(DEMO_TIME_ZONE);
  expect(warn).not.toHaveBeenCalled();
});

// Offsets, junk and every hostile text of the fixture: the organisation stays in the default zone, and the console
// names what was refused (config.json is edited by hand).
const REFUSED = [
  'Mars/Olympus_Mons',
  '+02:00',
  42,
  ...badInputs.text.map(({ value }) => value),
  ...badInputs.markup.map(({ value }) => value),
];

it.each(REFUSED.map((value) => [JSON.stringify(value).slice(0, 40), value]))(
  'falls back to the default zone for %s, and says so',
  async (_name, timeZone) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = await start(timeZone as string);
    expect((await client.get('/organization')).data.data.timezone).toBe(DEMO_TIME_ZONE);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`mock.timeZone ${JSON.stringify(timeZone)} is not a time zone`),
    );
  },
);

it("moves the working day with the zone: the same instant has nobody online in Berlin's night and agents online in Tokyo's day", async () => {
  const online = async (timeZone: string) => {
    const client = await start(timeZone);
    const report: DashboardReport = (await client.get('/reports/dashboard')).data;
    server?.shutdown();
    server = undefined;
    return {
      agents: report.live.agents.online + report.live.agents.busy,
      today: report.today.conversations.value ?? 0,
    };
  };
  const berlin = await online('Europe/Berlin');
  const tokyo = await online('Asia/Tokyo');
  expect(berlin.agents).toBe(0);
  expect(tokyo.agents).toBeGreaterThan(0);
  // Tokyo's day began nine hours before Berlin's: far more of its chats are already in.
  expect(tokyo.today).toBeGreaterThan(berlin.today);
});
