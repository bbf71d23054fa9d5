// The presenter's remote list: what a presenter reads per remote.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createAppStore } from '@live-agent/store';
import { api, attachApi } from '@live-agent/store/api';
import en from '../../i18n/locales/en.json';
import { RemoteList } from './RemoteList';
import { buildLoaded, enabledSet, loadFailed, loadSucceeded, remotesSlice, selectRemotes } from './remotes.slice';
import { SharedLibraries } from './SharedLibraries';

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { shell: en } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
});

function renderList(store: ReturnType<typeof createAppStore>) {
  const remotes = selectRemotes(store.getState() as never);
  return render(
    <Provider store={store}>
      <RemoteList remotes={remotes} entries={{ email: { entry: 'http://localhost:3002/mf-manifest.json' } }} />
    </Provider>,
  );
}

it('shows the load time of a loaded remote, and none once it is turned off', () => {
  const store = createAppStore({ slices: [remotesSlice] });
  store.dispatch(loadSucceeded({ name: 'email', ms: 124 }));
  const { unmount } = renderList(store);
  expect(within(screen.getByTestId('remote-row-email')).getByTestId('remote-load-ms-email')).toHaveTextContent(
    '124 ms',
  );
  unmount();

  store.dispatch(enabledSet({ name: 'email', enabled: false }));
  renderList(store);
  expect(screen.getByTestId('remote-status-email')).toHaveTextContent('Off');
  expect(screen.getByTestId('remote-load-ms-email')).toHaveTextContent('—');
});

it('turning a remote back on makes its screens ask the server afresh, not show what was kept from before', async () => {
  const asked: string[] = [];
  const client = {
    request: async ({ url }: { url: string }) => {
      asked.push(url);
      return { data: { count: asked.length } };
    },
  };
  const counter = api.injectEndpoints({
    endpoints: (build) => ({ presenterProbe: build.query<{ count: number }, void>({ query: () => '/probe' }) }),
  });
  const store = attachApi(createAppStore({ slices: [remotesSlice], sagaContext: { api: client } }));
  const ask = async () => {
    const request = store.dispatch(counter.endpoints.presenterProbe.initiate());
    const { data } = await request;
    request.unsubscribe();
    return data;
  };
  expect(await ask()).toEqual({ count: 1 });
  expect(await ask()).toEqual({ count: 1 });

  function Following() {
    const remotes = useSelector((state) => selectRemotes(state as never));
    return <RemoteList remotes={remotes} entries={{}} />;
  }
  render(
    <Provider store={store}>
      <Following />
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('remote-toggle-email'));
  await waitFor(() => expect(selectRemotes(store.getState() as never).email.enabled).toBe(false));
  expect(await ask()).toEqual({ count: 1 });
  fireEvent.click(screen.getByTestId('remote-toggle-email'));
  await waitFor(() => expect(selectRemotes(store.getState() as never).email.enabled).toBe(true));
  expect(await ask()).toEqual({ count: 2 });
});

it('shows the version and build time of the build on the page, and why a remote failed', () => {
  const store = createAppStore({ slices: [remotesSlice] });
  store.dispatch(loadSucceeded({ name: 'email', ms: 90 }));
  store.dispatch(buildLoaded({ name: 'email', build: { version: '1.4.2', builtAt: '2026-11-20T09:30:00.000Z' } }));
  store.dispatch(
    loadFailed({
      name: 'chat',
      ms: 40,
      error: 'shared singleton module react does not satisfy the requirement of chat which needs 20.x',
    }),
  );
  renderList(store);
  expect(screen.getByTestId('remote-build-email')).toHaveTextContent(/^Version 1\.4\.2 · built Nov 20, 2026/);
  expect(screen.queryByTestId('remote-build-chat')).toBeNull();
  expect(screen.getByTestId('remote-status-chat')).toHaveTextContent('Failed');
  expect(screen.getByTestId('remote-error-chat')).toHaveTextContent(
    'react does not satisfy the requirement of chat which needs 20.x',
  );
  expect(screen.queryByTestId('remote-error-email')).toBeNull();
});

it('lists each shared library with the version in use, its provider, and versions other apps offered', () => {
  render(
    <SharedLibraries
      libraries={[
        {
          name: '@live-agent/ui-kit',
          version: '0.1.0',
          providedBy: 'shell',
          offered: [{ version: '0.2.0', from: 'email' }],
        },
        { name: 'react', version: '19.2.0', providedBy: 'shell', offered: [] },
        { name: 'dayjs', version: null, providedBy: null, offered: [{ version: '1.11.19', from: 'shell' }] },
      ]}
    />,
  );
  const uiKit = within(screen.getByTestId('shared-row-@live-agent/ui-kit'));
  expect(uiKit.getByTestId('shared-version')).toHaveTextContent('0.1.0');
  expect(uiKit.getByTestId('shared-provider')).toHaveTextContent('shell');
  expect(uiKit.getByTestId('shared-offered')).toHaveTextContent('also offered: 0.2.0 (email)');
  expect(within(screen.getByTestId('shared-row-react')).queryByTestId('shared-offered')).toBeNull();
  expect(within(screen.getByTestId('shared-row-dayjs')).getByTestId('shared-version')).toHaveTextContent(
    'Not loaded yet',
  );
});
