// Every write needs a signed-in caller (docs/architecture.md, Roles): each route the domains register that is not a
// read, called without a token, answers 401, whatever its body would have been, so a missing guard cannot hide
// behind a 404 or a 422. The doors in (signing in, registering, renewing a session) are the only writes open to
// anyone; they refuse an empty body with a 4xx. The door out (signing out) ends only the caller's own cookie: 204.
import type { Server } from 'miragejs';
import { registeredRoutes } from './core';
import { startMockServer } from './server';
import { api, PRODUCT_API } from './testing';

const DOORS = ['POST /jwt/login', 'POST /jwt/register', 'POST /jwt/refresh-token'];
const DOOR_OUT = 'POST /jwt/logout';

let server: Server;
beforeEach(() => {
  server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
});
afterEach(() => server.shutdown());

/** A concrete URL for a route pattern: every parameter `1`. */
const concrete = (url: string) => url.replace(/\/:\w+/g, '/1').replace(/\/\*\w*/g, '/x');

it('refuses every write without a token with 401, the doors in aside', async () => {
  const writes = registeredRoutes(server).filter((route) => route.method !== 'GET');
  // The product's resources, the demo apps', the navbar's bookmarks: a walk over nothing would prove nothing.
  expect(writes.length).toBeGreaterThan(60);
  expect(writes.map((route) => `${route.method} ${route.url}`)).toEqual(
    expect.arrayContaining([...DOORS, DOOR_OUT, 'POST /api/bookmarks/update', `POST ${PRODUCT_API}/api/v1/admins`]),
  );
  const answers: string[] = [];
  for (const route of writes) {
    const name = `${route.method} ${route.url}`;
    const response = await api.request({ method: route.method, url: concrete(route.url), data: {} });
    const door = DOORS.includes(name);
    const expected =
      name === DOOR_OUT
        ? response.status === 204
        : door
          ? response.status >= 400 && response.status < 500
          : response.status === 401;
    if (!expected) answers.push(`${name} → ${response.status}`);
  }
  expect(answers).toEqual([]);
});

it('keeps what anonymous callers tried out of the data', async () => {
  const tasks = server.db.tasks.length;
  const events = server.db.calendarEvents.length;
  expect((await api.post('/apps/todo/add-tasks', { task: { title: 'Planted' } })).status).toBe(401);
  expect(
    (
      await api.post('/apps/calendar/add-event', {
        event: { title: 'Planted', start: '2026-01-01', extendedProps: { calendar: 'Business' } },
      })
    ).status,
  ).toBe(401);
  const bookmarked = server.db.searchPages.where({ isBookmarked: true }).length;
  expect((await api.post('/api/bookmarks/update', { id: 1 })).status).toBe(401);
  expect(server.db.tasks).toHaveLength(tasks);
  expect(server.db.calendarEvents).toHaveLength(events);
  expect(server.db.searchPages.where({ isBookmarked: true })).toHaveLength(bookmarked);
});
