// The navbar's language switch when some strings cannot be fetched: the page switches all the same (those texts fall
// back to English) and a warning says so, instead of the choice silently doing nothing.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { authSlice } from '@live-agent/auth';
import { ToastArea } from '@live-agent/ui-kit';
import { addLanguageLoader, switchLanguage } from '@live-agent/ui-kit/language';
import { setupTestServer } from '@live-agent/ui-kit/testing';
import en from '../../i18n/locales/en.json';
import { remotesSlice } from '../presenter';
import { initTestI18n, renderWithProviders } from '../../test/render';
import { layoutSlice } from './layout.slice';
import { Navbar } from './Navbar';

setupTestServer();
// The presenter panel (it reads the runtime config) is not under test.
jest.mock('../presenter/PresenterPanel', () => ({ PresenterPanel: () => null }));

let frenchFails = true;
beforeAll(async () => {
  await initTestI18n();
  // A remote's French strings, whose chunk cannot be fetched (offline, a redeploy in between) until told otherwise.
  addLanguageLoader((language) =>
    language === 'fr' && frenchFails ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve(),
  );
});

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

function renderNavbar() {
  // With the API slice, as the frame gives the navbar (AntdFrame): the SLA bell reads through it.
  const store = attachApi(
    createAppStore({
      slices: [authSlice, layoutSlice, remotesSlice],
      sagaContext: { api: axios.create() },
    }),
  );
  return renderWithProviders(
    <>
      <Navbar menuOpen onToggleMenu={() => undefined} compact={false} onCustomize={() => undefined} />
      <ToastArea />
    </>,
    { store },
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, language: string) {
  await user.click(screen.getByTestId('language-switch'));
  await user.click(await screen.findByTestId(`language-${language}`));
}

describe('Navbar language switch', () => {
  it('switches even when some strings cannot be fetched, and warns that part of the page stays in English', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await choose(user, 'fr');
    await waitFor(() => expect(screen.getByTestId('language-switch')).toHaveTextContent('FR'));
    expect(await screen.findByText(en.navbar.languageIncomplete)).toBeInTheDocument();
    expect(screen.getByText(en.navbar.languageIncompleteHint)).toBeInTheDocument();
  });

  it('says nothing when every string came', async () => {
    frenchFails = false;
    const user = userEvent.setup();
    renderNavbar();
    await choose(user, 'fr');
    await waitFor(() => expect(screen.getByTestId('language-switch')).toHaveTextContent('FR'));
    expect(screen.queryByText(en.navbar.languageIncomplete)).not.toBeInTheDocument();
  });
});

describe('Navbar account', () => {
  it("names the signed-in user's role from the shell's strings (en, de, fr, pt: locales.test.ts), and a role it has no name for as the API names it", () => {
    const { store } = renderNavbar();
    const user = (role: string) => ({
      id: 9,
      fullName: 'Sam Reed',
      username: 'sam',
      avatar: '',
      email: 'sam@example.com',
      role,
      ability: [],
      extras: { eCommerceCartItemsCount: 0 },
    });
    act(() => {
      store.dispatch(authSlice.actions.loginSucceeded(user('member')));
    });
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Sam Reed, Member, account');
    act(() => {
      store.dispatch(authSlice.actions.loginSucceeded(user('auditor')));
    });
    expect(screen.getByTestId('user-menu').getAttribute('aria-label')).toContain('auditor');
  });
});
