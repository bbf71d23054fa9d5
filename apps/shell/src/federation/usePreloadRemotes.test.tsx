import { act, fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { enabledSet, initialRemotesState, remotesSlice } from '../features/presenter/remotes.slice';
import { PRELOAD_QUIET_AFTER_MS, usePreloadRemotes } from './usePreloadRemotes';
import { loadRemoteRoutesTracked } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteRoutesTracked: jest.fn(() => Promise.resolve()) }));
const loadRoutes = jest.mocked(loadRemoteRoutesTracked);

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

function renderFrame() {
  const store = configureStore({ reducer: { remotes: remotesSlice.reducer }, preloadedState: { remotes: initialRemotesState(['chat']) } });
  const view = render(
    <Provider store={store}>
      <Frame />
    </Provider>,
  );
  return { ...view, store };
}

const preloaded = () => loadRoutes.mock.calls.map(([name]) => name).sort();

beforeEach(() => {
  jest.useFakeTimers();
  loadRoutes.mockClear();
});
afterEach(() => jest.useRealTimers());

test('nothing is preloaded while the first screen loads, then every enabled remote once the page is quiet', () => {
  renderFrame();
  act(() => jest.advanceTimersByTime(PRELOAD_QUIET_AFTER_MS - 1));
  expect(loadRoutes).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1 + 2000));
  expect(preloaded()).toEqual(['commerceInvoice', 'email', 'liveAgent', 'pages', 'todoCalendar']);
});

test('the pointer or focus reaching the menu preloads at once, and only once', () => {
  const { getByRole } = renderFrame();
  fireEvent.pointerOver(getByRole('button', { name: 'On the dashboard' }));
  expect(loadRoutes).not.toHaveBeenCalled();
  fireEvent.focusIn(getByRole('link', { name: 'Email' }));
  expect(preloaded()).toEqual(['commerceInvoice', 'email', 'liveAgent', 'pages', 'todoCalendar']);
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  act(() => jest.advanceTimersByTime(PRELOAD_QUIET_AFTER_MS + 2000));
  expect(loadRoutes).toHaveBeenCalledTimes(5);
});

test('a remote the presenter turns on later is preloaded too; a turned-off one never', () => {
  const { store, getByRole } = renderFrame();
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  expect(preloaded()).not.toContain('chat');
  act(() => {
    store.dispatch(enabledSet({ name: 'chat', enabled: true }));
  });
  fireEvent.pointerOver(getByRole('link', { name: 'Email' }));
  expect(preloaded()).toContain('chat');
});
