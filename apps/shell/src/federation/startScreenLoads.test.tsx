import type { RemoteRoute, RouteOpenedAt } from '@live-agent/ui-kit';
import { loadRemoteRoutesTracked } from './remoteLoader';
import {
  preloadScreenCode,
  startScreenLoads,
  startScreenLoadsOnNavigation,
  type ScreenLoadContext,
} from './startScreenLoads';

jest.mock('./remoteLoader', () => ({ loadRemoteRoutesTracked: jest.fn() }));
jest.mock('@live-agent/auth', () => ({
  ...jest.requireActual('@live-agent/auth'),
  isUserLoggedIn: jest.fn(() => true),
}));
const loadRoutes = jest.mocked(loadRemoteRoutesTracked);
const { isUserLoggedIn } = jest.requireMock('@live-agent/auth') as { isUserLoggedIn: jest.Mock };

const context: ScreenLoadContext = { state: () => ({}), prefetch: jest.fn() };
const Mailbox = () => <p>mail</p>;
const Dashboard = () => <p>dashboard</p>;
// A route's prefetch: the actions its screen's first queries are (what they are does not matter here).
const mailStart = jest.fn((at: RouteOpenedAt): unknown[] => [{ type: 'mail', at }]);
const dashboardStart = jest.fn((_at: RouteOpenedAt): unknown[] => [{ type: 'dashboard' }]);
const emailRoutes: RemoteRoute[] = [
  { path: '/apps/email/:folder', handle: { prefetch: mailStart }, element: <Mailbox /> },
  { path: '/apps/email/:folder/:id', handle: { prefetch: mailStart }, element: <Mailbox /> },
];
const liveAgentRoutes: RemoteRoute[] = [
  { path: '/live-agent/dashboard', handle: { prefetch: dashboardStart }, element: <Dashboard /> },
];
// A screen that loads a part of its code by its URL's parameter (the showcase's component examples).
const Showcase = () => <p>showcase</p>;
const examplesOf = jest.fn(async (_at: RouteOpenedAt) => undefined);
const pagesRoutes: RemoteRoute[] = [
  { path: '/ui/components/:name', handle: { preload: examplesOf }, element: <Showcase /> },
  {
    path: '/ui/cards',
    handle: { ability: { action: 'manage', subject: 'all' }, preload: examplesOf },
    element: <Showcase />,
  },
];

/** A stand-in for the data router: a location and its subscribers. */
function fakeRouter(pathname: string, search = '') {
  const listeners: ((state: { location: { pathname: string; search: string } }) => void)[] = [];
  const router = {
    state: { location: { pathname, search } },
    subscribe: (listener: (typeof listeners)[number]) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    go(to: string, query = '') {
      router.state = { location: { pathname: to, search: query } };
      listeners.forEach((listener) => listener(router.state));
    },
  };
  return router;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.clearAllMocks();
  isUserLoggedIn.mockReturnValue(true);
  loadRoutes.mockImplementation(async (name) => ({
    ok: true,
    ms: 1,
    module: { routes: name === 'email' ? emailRoutes : name === 'pages' ? pagesRoutes : liveAgentRoutes },
  }));
});

test("the route's first queries get the path's params and the URL's search, and go to the store", () => {
  const screen = startScreenLoads(emailRoutes, { pathname: '/apps/email/sent', search: '?q=<b>hi</b>' }, context);
  expect(mailStart).toHaveBeenCalledTimes(1);
  const [at] = mailStart.mock.calls[0];
  expect(context.prefetch).toHaveBeenCalledWith([{ type: 'mail', at }]);
  expect(at.params).toEqual({ folder: 'sent' });
  expect(at.search.get('q')).toBe('<b>hi</b>');
  expect(screen).toBe(Mailbox);
});

test('a URL of the screen already shown starts nothing (its effects ask for what changed); a failing start is ignored', () => {
  expect(startScreenLoads(emailRoutes, { pathname: '/apps/email/inbox/12', search: '' }, context, Mailbox)).toBe(
    Mailbox,
  );
  expect(mailStart).not.toHaveBeenCalled();
  dashboardStart.mockImplementationOnce(() => {
    throw new Error('bad');
  });
  expect(() =>
    startScreenLoads(liveAgentRoutes, { pathname: '/live-agent/dashboard', search: '' }, context),
  ).not.toThrow();
  expect(startScreenLoads(liveAgentRoutes, { pathname: '/nowhere', search: '' }, context)).toBeUndefined();
});

test('a navigation to another screen asks its queries as the URL changes, before anything renders', async () => {
  const router = fakeRouter('/live-agent/dashboard');
  const stop = startScreenLoadsOnNavigation(router, context, () => ['liveAgent', 'email']);
  await settle();
  expect(dashboardStart).toHaveBeenCalledTimes(1); // the page's own URL

  router.go('/apps/email/inbox');
  await settle();
  expect(mailStart).toHaveBeenCalledTimes(1);
  router.go('/apps/email/inbox/3'); // a mail opened: same screen
  router.go('/apps/email/inbox/3'); // same URL again
  await settle();
  expect(mailStart).toHaveBeenCalledTimes(1);

  router.go('/live-agent/dashboard');
  await settle();
  expect(dashboardStart).toHaveBeenCalledTimes(2);
  stop();
  router.go('/apps/email/inbox');
  await settle();
  expect(mailStart).toHaveBeenCalledTimes(1);
});

test('nothing signed out, for a remote turned off or a path the shell draws, or for a URL left before its routes came', async () => {
  isUserLoggedIn.mockReturnValue(false);
  const router = fakeRouter('/live-agent/dashboard');
  startScreenLoadsOnNavigation(router, context, () => ['liveAgent', 'email']);
  await settle();
  expect(loadRoutes).not.toHaveBeenCalled();

  isUserLoggedIn.mockReturnValue(true);
  router.go('/apps/email/inbox');
  router.go('/misc/error'); // left before email's routes answered
  await settle();
  expect(mailStart).not.toHaveBeenCalled();

  const off = fakeRouter('/live-agent/dashboard');
  startScreenLoadsOnNavigation(off, context, () => ['email']);
  await settle();
  expect(dashboardStart).not.toHaveBeenCalled();
});

test("a route's queries are handed to the page's store as the URL opens, with the path's params and the search", () => {
  const prefetch = jest.fn((at: { params: Record<string, string | undefined>; search: URLSearchParams }) => [
    { type: 'faq', q: at.search.get('q'), topic: at.params.topic },
  ]);
  const dispatched: unknown[][] = [];
  const routes: RemoteRoute[] = [{ path: '/pages/help/:topic', handle: { prefetch }, element: <Mailbox /> }];
  const withStore: ScreenLoadContext = { ...context, prefetch: (actions) => dispatched.push([...actions]) };
  const screen = startScreenLoads(routes, { pathname: '/pages/help/billing', search: '?q=refund' }, withStore);
  expect(dispatched).toEqual([[{ type: 'faq', q: 'refund', topic: 'billing' }]]);
  // The same screen again (another topic) asks nothing more: its hooks ask for what changed.
  startScreenLoads(routes, { pathname: '/pages/help/plans', search: '' }, withStore, screen);
  expect(dispatched).toHaveLength(1);
});

test('a screen the signed-in user may not open hands nothing to the store', () => {
  const dispatched: unknown[] = [];
  const routes: RemoteRoute[] = [
    {
      path: '/pages/help',
      handle: { ability: { action: 'manage', subject: 'all' }, prefetch: () => [{ type: 'help' }] },
      element: <Mailbox />,
    },
  ];
  startScreenLoads(
    routes,
    { pathname: '/pages/help', search: '' },
    {
      ...context,
      state: () => ({ auth: { userData: { ability: [{ action: 'read', subject: 'Demo' }] } } }),
      prefetch: (actions) => dispatched.push(...actions),
    },
  );
  expect(dispatched).toEqual([]);
});

test("a route's code by its parameters is fetched on every URL of it, the screen already shown included", () => {
  startScreenLoads(pagesRoutes, { pathname: '/ui/components/buttons', search: '' }, context);
  startScreenLoads(pagesRoutes, { pathname: '/ui/components/tabs', search: '' }, context, Showcase);
  expect(examplesOf.mock.calls.map(([at]) => at.params.name)).toEqual(['buttons', 'tabs']);
  // A screen the signed-in user may not open (the state here has no user) is not fetched.
  startScreenLoads(pagesRoutes, { pathname: '/ui/cards', search: '' }, context);
  expect(examplesOf).toHaveBeenCalledTimes(2);
});

test('the pointer on a menu item fetches the code its screen loads by its URL, signed in only', async () => {
  preloadScreenCode('/ui/components/steps', context.state);
  await settle();
  expect(loadRoutes).toHaveBeenCalledWith('pages');
  expect(examplesOf.mock.calls.map(([at]) => at.params.name)).toEqual(['steps']);

  preloadScreenCode('/ui/cards', context.state);
  preloadScreenCode('/nowhere', context.state);
  await settle();
  expect(examplesOf).toHaveBeenCalledTimes(1);

  isUserLoggedIn.mockReturnValue(false);
  preloadScreenCode('/ui/components/tabs', context.state);
  await settle();
  expect(examplesOf).toHaveBeenCalledTimes(1);
});
