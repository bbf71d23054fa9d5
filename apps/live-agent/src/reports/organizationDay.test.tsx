/**
 * @jest-environment @live-agent/build-config/jest/jsdom-in-zone
 * @jest-environment-options {"timeZone": "Pacific/Pago_Pago"}
 */
// The reports' presets count from the organisation's today, not the browser's: the browser here is in Pago Pago
// (UTC−11) and the organisation in Kiritimati (UTC+14), 25 hours apart, so their calendar days differ at every
// instant. "Today" must ask, show and offer the organisation's day, on the screen and in its route's prefetch; and a
// screen whose organisation cannot be read says so and recovers with Retry. Date.now is pinned per test so a day
// computed twice is the same day.
import { Response } from 'miragejs';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { routes } from '../routes';
import { createTestStore, renderRoute, setupScreenTest, signIn, silenceActWarnings, until } from '../test/render';
import { organizationToday } from './organizationDay';

jest.setTimeout(60_000);
const ORGANIZATION_ZONE = 'Pacific/Kiritimati';
const server = setupScreenTest({ timeZone: ORGANIZATION_ZONE, conversations: { endsAt: 'now' } });
silenceActWarnings();
dayjs.extend(customParseFormat);

const ANALYSIS = '/api/v1/reports/agent-analysis';
let now: number;
beforeEach(() => {
  now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
});
afterEach(() => jest.restoreAllMocks());

/** The query of every GET to `path` the server answers, from now on. */
function requestsTo(path: string): URLSearchParams[] {
  const made: URLSearchParams[] = [];
  const pretender = server().pretender;
  const handled = pretender.handledRequest;
  pretender.handledRequest = function (verb, requestPath, request) {
    if (verb === 'GET' && requestPath.split('?')[0] === path)
      made.push(new URL((request as unknown as { url: string }).url, window.location.origin).searchParams);
    handled.call(this, verb, requestPath, request);
  };
  return made;
}

const days = (query: URLSearchParams) => [query.get('from'), query.get('to')];

describe("a report's Today is the organisation's day", () => {
  it('is asked for, shown in the period picker and bounds the days that can be picked', async () => {
    const today = organizationToday(ORGANIZATION_ZONE, now);
    // The browser's own day is another one: what the screen asked is not what it would have asked before.
    expect(dayjs(now).format('YYYY-MM-DD')).not.toBe(today);
    const asked = requestsTo(ANALYSIS);
    await renderRoute('/live-agent/agent-analysis?range=today');
    await until(() => expect(asked).toHaveLength(1), 15_000);
    expect(days(asked[0])).toEqual([today, today]);

    // The fields write the day in the user's format (English here); the ISO day is read back from it.
    const fields = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-input input')];
    expect(fields.map((input) => dayjs(input.value, 'MM/DD/YYYY', true).format('YYYY-MM-DD'))).toEqual([today, today]);
    // The organisation's today can be picked, its tomorrow cannot (no conversations yet).
    fireEvent.mouseDown(fields[0]);
    fireEvent.click(fields[0]);
    const cell = async (day: string) => (await screen.findAllByTitle(day, {}, { timeout: 5_000 }))[0];
    expect(await cell(today)).not.toHaveClass('ant-picker-cell-disabled');
    expect(await cell(dayjs(today).add(1, 'day').format('YYYY-MM-DD'))).toHaveClass('ant-picker-cell-disabled');
  });

  it("is what the route's prefetch asks, before the screen has drawn", async () => {
    await signIn('admin');
    const today = organizationToday(ORGANIZATION_ZONE, now);
    const last7 = dayjs(today).subtract(6, 'day').format('YYYY-MM-DD');
    const asked = requestsTo(ANALYSIS);
    const [{ route }] = matchRoutes(routes, '/live-agent/agent-analysis')! as Array<{ route: RemoteRoute }>;
    const store = createTestStore();
    for (const action of route.handle!.prefetch!({ params: {}, search: new URLSearchParams() }))
      store.dispatch(action as never);
    await until(() => expect(asked).toHaveLength(1), 15_000);
    expect(days(asked[0])).toEqual([last7, today]);
  });

  it('says why when the organisation cannot be read, asks no report meanwhile, and draws it after Retry', async () => {
    let fail = true;
    const organization = server().db.organizations[0];
    server().get(`${window.location.origin}/api/v1/organization`, () =>
      fail ? new Response(503, {}, { message: 'Settings are being updated' }) : { data: organization },
    );
    const asked = requestsTo(ANALYSIS);
    await renderRoute('/live-agent/agent-analysis?range=today');
    expect(await screen.findByText('The figures could not be loaded.', {}, { timeout: 15_000 })).toBeInTheDocument();
    // Without the organisation's day the screen asks no report: it would be for the wrong days.
    expect(asked).toHaveLength(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    await until(() => expect(asked).toHaveLength(1), 15_000);
    const today = organizationToday(ORGANIZATION_ZONE, now);
    expect(days(asked[0])).toEqual([today, today]);
    expect(await screen.findByTestId('analysis-table', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
