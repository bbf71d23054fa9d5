// The presenter's remote list: what a presenter reads per remote.
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createAppStore } from '@live-agent/store';
import en from '../../i18n/locales/en.json';
import { RemoteList } from './RemoteList';
import { enabledSet, loadSucceeded, remotesSlice, selectRemotes } from './remotes.slice';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: en } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
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
  expect(within(screen.getByTestId('remote-row-email')).getByTestId('remote-load-ms-email')).toHaveTextContent('124 ms');
  unmount();

  store.dispatch(enabledSet({ name: 'email', enabled: false }));
  renderList(store);
  expect(screen.getByTestId('remote-status-email')).toHaveTextContent('Off');
  expect(screen.getByTestId('remote-load-ms-email')).toHaveTextContent('—');
});
