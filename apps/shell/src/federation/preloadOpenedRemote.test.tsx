import type { RemoteRoute } from '@live-agent/ui-kit';
import { preloadOpenedRemote } from './preloadOpenedRemote';
import { loadRemoteRoutesTracked } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteRoutesTracked: jest.fn() }));
const loadRoutes = jest.mocked(loadRemoteRoutesTracked);

/** A stand-in for a `lazyPage`: a component with `preload`. */
function screen(name: string) {
  const Page = () => <p>{name}</p>;
  return Object.assign(Page, { preload: jest.fn(() => Promise.resolve()) });
}
const Dashboard = screen('dashboard');
const Agents = screen('agents');
const routes: RemoteRoute[] = [
  { path: '/live-agent/dashboard', element: <Dashboard /> },
  { path: '/live-agent/agents', element: <Agents /> },
];

beforeEach(() => {
  loadRoutes.mockReset();
  Dashboard.preload.mockClear();
  Agents.preload.mockClear();
  loadRoutes.mockResolvedValue({ ok: true, module: { routes }, ms: 1 });
});

test("a remote's screen: its routes, then the code of that screen only", async () => {
  await preloadOpenedRemote('/live-agent/agents', ['liveAgent', 'email']);
  expect(loadRoutes).toHaveBeenCalledWith('liveAgent');
  expect(Agents.preload).toHaveBeenCalledTimes(1);
  expect(Dashboard.preload).not.toHaveBeenCalled();
});

test('nothing for a path the shell draws or a remote the presenter turned off', async () => {
  await preloadOpenedRemote('/login', ['liveAgent', 'email', 'chat', 'todoCalendar', 'commerceInvoice', 'pages']);
  await preloadOpenedRemote('/live-agent/dashboard', ['email']);
  expect(loadRoutes).not.toHaveBeenCalled();
});

test('a remote that fails to load, or a screen that fails, is left for the visit to show', async () => {
  loadRoutes.mockResolvedValueOnce({ ok: false, error: 'down', ms: 1 });
  await expect(preloadOpenedRemote('/live-agent/dashboard', ['liveAgent'])).resolves.toBeUndefined();
  expect(Dashboard.preload).not.toHaveBeenCalled();
  Dashboard.preload.mockRejectedValueOnce(new Error('chunk failed'));
  await expect(preloadOpenedRemote('/live-agent/dashboard', ['liveAgent'])).resolves.toBeUndefined();
  expect(Dashboard.preload).toHaveBeenCalledTimes(1);
});
