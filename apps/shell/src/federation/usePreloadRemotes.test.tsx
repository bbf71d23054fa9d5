import { act, fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { enabledSet, initialRemotesState, remotesSlice } from '../features/presenter/remotes.slice';
import { PRELOADED_MARK, PRELOAD_AFTER_INPUT_MS, PRELOAD_QUIET_AFTER_MS, usePreloadRemotes } from './usePreloadRemotes';
import { loadRemoteRoutesTracked } from './remoteLoader';
import { preparingNextClicks } from './nextClicks';
import { RuntimeConfigContext } from '../app/RuntimeConfigContext';
import type { RuntimeConfig } from '../config/runtimeConfig';

jest.mock('./remoteLoader', () => ({ loadRemoteRoutesTracked: jest.fn() }));
jest.mock('./nextClicks', () => ({ preparingNextClicks: jest.fn() }));
const prepared = jest.mocked(preparingNextClicks);
const loadRoutes = jest.mocked(loadRemoteRoutesTracked);
/** Each remote's `preload` (the code of the screen its menu item opens), by remote. */
let screenPreloads: Record<string, jest.Mock>;

function Frame() {
  usePreloadRemotes();
  return (
    <div>
      <nav data-testid="app-sider">
        <a href="/apps/email">Email</a>
      </nav>
      <main>
        <button type="button">On the dashboard</button>
      </main>
    </div>
  );
}

function renderFrame(config: Partial<RuntimeConfig> = {}) {
  const store = configureStore({
    reducer: { remotes: remotesSlice.reducer },
    preloadedState: { remotes: initialRemotesState(['chat']) },
  });
  const view = render(
    <RuntimeConfigContext.Provider value={config as RuntimeConfig}>
      <Provider store={store}>
        <Frame />
      </Provider>
    </RuntimeConfigContext.Provider>,
  );
  return { ...view, store };
}

const preloaded = () => loadRoutes.mock.calls.map(([name]) => name).sort();

/**
 * Each remote's routes load at once, with a menu screen whose code `preloadOf(name)` loads (by default at once).
 * Returns the call that lets the Live Agent screen's load finish, when `preloadOf` holds it back.
 */
function answerRoutes(preloadOf: (name: string) => jest.Mock = () => jest.fn(() => Promise.resolve())) {
  loadRoutes.mockImplementation((name) => {
    screenPreloads[name] = preloadOf(name);
    return Promise.resolve({ ok: true, module: { routes: [], preload: screenPreloads[name] }, ms: 1 });
  });
}

/** The Live Agent screen's code loads until the returned call; `other` says how the other screens' do. */
function holdLiveAgentScreen(other: (name: string) => jest.Mock = () => jest.fn(() => Promise.resolve())) {
  let finish = () => {};
  answerRoutes((name) =>
    name === 'liveAgent'
      ? jest.fn(
          () =>
            new Promise<void>((resolve) => {
              finish = resolve;
            }),
        )
      : other(name),
  );
  return () => finish();
}

beforeEach(() => {
  jest.useFakeTimers();
  loadRoutes.mockReset();
  prepared.mockReset();
  screenPreloads = {};
  answerRoutes();
});
/** Lets the chain of preloads run (each remote waits for the one before it). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
  });
afterEach(() => jest.useRealTimers());

test('nothing is preloaded while the first screen loads, then every enabled remote once the page is quiet', async () => {
  renderFrame();
  act(() => jest.advanceTimersByTime(PRELOAD_QUIET_AFTER_MS - 1));
  await settle();
  expect(loadRoutes).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1 + 2000));
  await settle();
  expect(preloaded()).toEqual(['commerceInvoice', 'email', 'liveAgent', 'pages', 'todoCalendar']);
});

test('the pointer or focus reaching the menu preloads at once, and only once', async () => {
  const { getByRole } = renderFrame();
  fireEvent.pointerOver(getByRole('button', { name: 'On the dashboard' }));
  await settle();
  expect(loadRoutes).not.toHaveBeenCalled();
  expect(prepared).not.toHaveBeenCalled();
  fireEvent.focusIn(getByRole('link', { name: 'Email' }));
  await settle();
  expect(preloaded()).toEqual(['commerceInvoice', 'email', 'liveAgent', 'pages', 'todoCalendar']);
  expect(prepared).toHaveBeenCalledTimes(1); // the mock server's demo domains, say (nextClicks.ts)
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  act(() => jest.advanceTimersByTime(PRELOAD_QUIET_AFTER_MS + 2000));
  await settle();
  expect(loadRoutes).toHaveBeenCalledTimes(5);
});

test("each remote's routes, then the code of its menu screen, one remote after another; a failed screen does not stop the rest", async () => {
  const finishLiveAgentScreen = holdLiveAgentScreen((name) =>
    name === 'email' ? jest.fn(() => Promise.reject(new Error('chunk failed'))) : jest.fn(() => Promise.resolve()),
  );
  const mark = jest.spyOn(performance, 'mark');
  const marked = () => mark.mock.calls.filter(([name]) => name === PRELOADED_MARK).length;
  const { getByRole } = renderFrame();
  fireEvent.focusIn(getByRole('link', { name: 'Email' }));
  await settle();
  // The first remote's screen is still loading: the next remote waits for it.
  expect(preloaded()).toEqual(['liveAgent']);
  expect(screenPreloads.liveAgent).toHaveBeenCalledTimes(1);
  expect(marked()).toBe(0);
  finishLiveAgentScreen();
  await settle();
  expect(preloaded()).toEqual(['commerceInvoice', 'email', 'liveAgent', 'pages', 'todoCalendar']);
  // Marked once every screen's code is in (the bench's menu clicks wait for it), a failed one included.
  expect(marked()).toBe(1);
  for (const name of ['email', 'todoCalendar', 'commerceInvoice', 'pages'])
    expect(screenPreloads[name]).toHaveBeenCalledTimes(1);
});

test('a remote the presenter turns on later is preloaded too; a turned-off one never', async () => {
  const { store, getByRole } = renderFrame();
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  await settle();
  expect(preloaded()).not.toContain('chat');
  act(() => {
    store.dispatch(enabledSet({ name: 'chat', enabled: true }));
  });
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  await settle();
  expect(preloaded()).toContain('chat');
});

test('no remote is preloaded while the user is clicking or typing: each waits for a pause in the input', async () => {
  const finishLiveAgentScreen = holdLiveAgentScreen();
  const { getByRole } = renderFrame();
  const button = getByRole('button', { name: 'On the dashboard' });
  fireEvent.pointerDown(button);
  fireEvent.focusIn(getByRole('link', { name: 'Email' }));
  await settle();
  expect(loadRoutes).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(PRELOAD_AFTER_INPUT_MS - 100));
  fireEvent.keyDown(button, { key: 'Enter' });
  act(() => jest.advanceTimersByTime(PRELOAD_AFTER_INPUT_MS - 1));
  await settle();
  expect(loadRoutes).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  await settle();
  // The first remote went; a click while its screen loads holds the next one back until the input pauses again.
  expect(preloaded()).toEqual(['liveAgent']);
  fireEvent.pointerDown(button);
  finishLiveAgentScreen();
  await settle();
  expect(preloaded()).toEqual(['liveAgent']);
  act(() => jest.advanceTimersByTime(PRELOAD_AFTER_INPUT_MS));
  await settle();
  expect(preloaded()).toContain('email');
});

test('with preloadRemotes off in config.json, no remote is fetched ahead: not on intent, not once the page is quiet', async () => {
  const { getByRole } = renderFrame({ preloadRemotes: false });
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  act(() => {
    jest.advanceTimersByTime(PRELOAD_QUIET_AFTER_MS + PRELOAD_AFTER_INPUT_MS + 5000);
  });
  await settle();
  expect(preloaded()).toEqual([]);
  expect(prepared).not.toHaveBeenCalled();
});
