import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { createApiClient } from '@live-agent/auth';
import { signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import de from '../../i18n/locales/de.json';
import { enabledSet } from '../presenter';
import { NavbarSearch } from './NavbarSearch';
import { BookmarkBar } from './BookmarkBar';
import { createTestStore, initTestI18n, renderWithProviders } from '../../test/render';

beforeAll(async () => {
  await initTestI18n();
});

const server = setupTestServer();
// Toggling a bookmark needs a signed-in caller, as in the shell.
beforeEach(() => signIn());

afterEach(async () => {
  const i18n = await initTestI18n();
  expect(i18n.language).toBe('en');
});

async function openAndType(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByTestId('navbar-search-open'));
  const input = screen.getByTestId('navbar-search-input');
  await waitFor(() => expect(input).toHaveFocus());
  await user.type(input, text);
  return input;
}

/** The navbar's search on its own, opened and `text` typed into it; returns the user who typed. */
async function searchFor(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<NavbarSearch />);
  await openAndType(user, text);
  return user;
}

/**
 * A store with the shell's API client, counting what it asks ("GET /api/…"); `onAsk` runs as a call is sent, with how
 * many times it has been asked, and the call waits for what it returns.
 */
function storeAsking(onAsk?: (call: string, times: number) => Promise<void> | void) {
  const client = createApiClient({ onSignOut: () => undefined });
  const asked: string[] = [];
  const count = (call: string) => asked.filter((made) => made === call).length;
  client.interceptors.request.use(async (config) => {
    const call = `${config.method?.toUpperCase()} ${config.url}`;
    asked.push(call);
    await onAsk?.(call, count(call));
    return config;
  });
  return { store: createTestStore(client), count };
}

/** A store whose bookmark writes wait for `release()`: what shows meanwhile shows before the server answers. */
function storeHoldingWrites() {
  const waiting: Array<() => void> = [];
  const { store } = storeAsking((call) =>
    call === 'POST /api/bookmarks/update' ? new Promise<void>((resolve) => waiting.push(resolve)) : undefined,
  );
  return { store, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const group = (kind: 'page' | 'file' | 'contact') => screen.getByTestId(`navbar-search-group-${kind}`);
const optionTexts = (kind: 'page' | 'file' | 'contact') =>
  within(group(kind))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('NavbarSearch', () => {
  it('fetches once on first open and shows a spinner meanwhile', async () => {
    const user = userEvent.setup();
    // Holds the request until the spinner has been seen (Mirage answers at once in tests).
    const api = axios.create();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    api.interceptors.request.use(async (config) => {
      requested.push(config.url!);
      await gate;
      return config;
    });
    renderWithProviders(<NavbarSearch />, { store: createTestStore(api) });
    expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('navbar-search-open'));
    expect(screen.getByTestId('navbar-search-loading')).toHaveTextContent('Loading…');
    release();
    expect(await screen.findByText('Type to search pages, files and contacts.')).toBeInTheDocument();
    expect(screen.getByTestId('navbar-search-input')).toHaveAccessibleName('Search pages, files and contacts');
    expect(requested).toEqual(['/api/main-search/data']);

    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('navbar-search-open'));
    expect(await screen.findByText('Type to search pages, files and contacts.')).toBeInTheDocument();
    expect(requested).toEqual(['/api/main-search/data']);
  });

  it('says so when the search data cannot be read, and asks again on the next open', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const client = createApiClient({ onSignOut: () => undefined });
    client.interceptors.request.use((config) => {
      if (refuse && config.url === '/api/main-search/data') throw new Error('network down');
      return config;
    });
    renderWithProviders(<NavbarSearch />, { store: createTestStore(client) });
    await user.click(screen.getByTestId('navbar-search-open'));
    // No failure is silent: the error catalogue's line is what the panel shows.
    expect(await screen.findByTestId('navbar-search-error')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );

    refuse = false;
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('navbar-search-open'));
    expect(await screen.findByText('Type to search pages, files and contacts.')).toBeInTheDocument();
    expect(screen.queryByTestId('navbar-search-error')).not.toBeInTheDocument();
  });

  it('shows at most 4 results per group, matching case-insensitively', async () => {
    const user = await searchFor('E');
    await screen.findByRole('listbox');
    // Many pages, files and contacts contain an "e": each group stops at 4.
    expect(optionTexts('page')).toHaveLength(4);
    expect(optionTexts('file')).toHaveLength(4);
    expect(optionTexts('contact')).toHaveLength(4);
    expect(within(group('page')).getByText('Pages')).toBeInTheDocument();
    expect(within(group('file')).getByText('Files')).toBeInTheDocument();
    expect(within(group('contact')).getByText('Contacts')).toBeInTheDocument();

    await user.clear(screen.getByTestId('navbar-search-input'));
    await user.type(screen.getByTestId('navbar-search-input'), 'cHaT');
    expect(optionTexts('page')).toEqual(['Chatbot analysis', 'Chat Report', 'Chat']);
    expect(optionTexts('file')).toEqual([expect.stringContaining('Chat transcripts January.pdf')]);
    expect(screen.getByTestId('navbar-search-empty-contact')).toHaveTextContent('No results');
  });

  it('shows the page icon, a star on each page, and file and contact details', async () => {
    const user = await searchFor('chat');
    await screen.findByRole('listbox');
    const chatReport = screen.getByTestId('search-option-page-8');
    expect(chatReport.querySelector('.anticon-bar-chart')).not.toBeNull();
    expect(within(chatReport).getByTestId('bookmark-toggle-8')).toHaveAccessibleName('Remove bookmark');
    const chatbot = screen.getByTestId('search-option-page-5');
    expect(within(chatbot).getByTestId('bookmark-toggle-5')).toHaveAccessibleName('Add bookmark');

    const file = within(group('file')).getByRole('option');
    expect(file).toHaveTextContent(/by [A-Z][a-z]+ [A-Z][a-z]+/);
    expect(file).toHaveTextContent(/\d+(\.\d)? (kb|mb)/);

    await user.clear(screen.getByTestId('navbar-search-input'));
    await user.type(screen.getByTestId('navbar-search-input'), 'mariano');
    const contact = within(group('contact')).getByRole('option');
    expect(contact).toHaveTextContent('Mariano Packard');
    expect(contact).toHaveTextContent('mariano.packard@example.com');
    expect(contact.querySelector('img')).not.toBeNull();
  });

  it('says "No results" for each group without a match', async () => {
    const user = await searchFor('mariano');
    await screen.findByRole('listbox');
    expect(screen.getByTestId('navbar-search-empty-page')).toHaveTextContent('No results');
    expect(screen.getByTestId('navbar-search-empty-file')).toHaveTextContent('No results');
    expect(screen.queryByTestId('navbar-search-empty-contact')).not.toBeInTheDocument();
    expect(optionTexts('contact')).toEqual([expect.stringContaining('Mariano Packard')]);

    await user.type(screen.getByTestId('navbar-search-input'), 'zzz');
    expect(screen.getAllByText('No results')).toHaveLength(3);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves the highlight with the arrow keys and opens the highlighted page with Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavbarSearch />);
    const input = await openAndType(user, 'report');
    await screen.findByRole('listbox');
    const options = () => screen.getAllByRole('option');
    expect(options().map((option) => option.textContent)).toEqual(['Chat Report', 'Communications Report']);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options()[1].id);
    await user.keyboard('{ArrowDown}'); // wraps around
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/live-agent/communications-report');
    expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();
    // Opening a page cleared the query.
    await user.click(screen.getByTestId('navbar-search-open'));
    expect(screen.getByTestId('navbar-search-input')).toHaveValue('');
  });

  it('moves across groups: files and contacts just close the box', async () => {
    const user = await searchFor('chat');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const file = within(group('file')).getByRole('option');
    expect(file).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
  });

  it('opens a page with a click', async () => {
    const user = await searchFor('calendar');
    await user.click(await screen.findByRole('option', { name: /Calendar/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/apps/calendar');
  });

  it('clears the query and closes with Escape', async () => {
    const user = await searchFor('chat');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();
    expect(screen.getByTestId('navbar-search-open')).toHaveFocus();

    await user.click(screen.getByTestId('navbar-search-open'));
    expect(screen.getByTestId('navbar-search-input')).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('keeps the query for the next open when a click outside closes the box', async () => {
    const user = await searchFor('chat');
    await screen.findByRole('listbox');
    await user.click(screen.getByTestId('location'));
    expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('navbar-search-open'));
    expect(screen.getByTestId('navbar-search-input')).toHaveValue('chat');
    expect(optionTexts('page')).toEqual(['Chatbot analysis', 'Chat Report', 'Chat']);
  });

  it('opens with "/" and Ctrl+K, but not while typing in a field', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <input aria-label="other field" />
        <NavbarSearch />
      </>,
    );
    await user.click(screen.getByLabelText('other field'));
    await user.keyboard('/');
    expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();
    expect(screen.getByLabelText('other field')).toHaveValue('/');

    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('/');
    expect(screen.getByTestId('navbar-search-input')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('navbar-search-input')).toHaveFocus());
    expect(screen.getByTestId('navbar-search-input')).toHaveValue('');
    await user.keyboard('{Escape}');

    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByTestId('navbar-search-input')).toBeInTheDocument();
  });

  it('yields "/" and Ctrl+K to a remote that handles them on its screen (it prevents their default)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavbarSearch />);
    // A remote's screen mounts after the shell's navbar, so its document listener is added after the shell's.
    const handled: string[] = [];
    const remoteShortcuts = (event: KeyboardEvent) => {
      if (event.key !== '/' && event.key !== 'k') return;
      event.preventDefault();
      handled.push(event.key);
    };
    document.addEventListener('keydown', remoteShortcuts);
    try {
      await user.keyboard('/');
      await user.keyboard('{Control>}k{/Control}');
      expect(handled).toEqual(['/', 'k']);
      expect(screen.queryByTestId('navbar-search-input')).not.toBeInTheDocument();
    } finally {
      document.removeEventListener('keydown', remoteShortcuts);
    }
    // Without the remote's handler the shell's shortcut works again.
    await user.keyboard('/');
    expect(screen.getByTestId('navbar-search-input')).toBeInTheDocument();
  });

  it('leaves out pages of a switched-off remote and pages the user may not use', async () => {
    const user = userEvent.setup();
    const store = createTestStore();
    store.dispatch(enabledSet({ name: 'chat', enabled: false }));
    renderWithProviders(<NavbarSearch />, { store, ability: [{ action: 'read', subject: 'Demo' }] });
    await openAndType(user, 'chat');
    await screen.findByRole('listbox');
    // Chatbot analysis and Chat Report need Report; Chat's remote is off.
    expect(screen.getByTestId('navbar-search-empty-page')).toHaveTextContent('No results');
  });

  it('shows group titles and page titles in the chosen language', async () => {
    const i18n = await initTestI18n();
    i18n.addResourceBundle('de', 'shell', de, true, true);
    await act(() => i18n.changeLanguage('de'));
    try {
      const user = userEvent.setup();
      renderWithProviders(<NavbarSearch />);
      await user.click(screen.getByRole('button', { name: 'Suche' }));
      await user.type(screen.getByTestId('navbar-search-input'), 'todo');
      await screen.findByRole('listbox');
      expect(within(group('page')).getByText('Seiten')).toBeInTheDocument();
      expect(optionTexts('page')).toEqual([de.menu.todo]);
      expect(screen.getByTestId('navbar-search-empty-file')).toHaveTextContent('Keine Ergebnisse');
      expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Lesezeichen hinzufügen');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

// A change of the API slice's cache reaches the screen in the next animation frame, not within the click: RTK Query's
// actions are "low-priority" for the store's autoBatchEnhancer (configureStore's default since RTK 2.0), which
// notifies the components with requestAnimationFrame. So a test waits for what a star shows; holding the write
// (storeHoldingWrites) is what proves it shows before the server answers.
describe('bookmark star', () => {
  const renderBoth = (store = createTestStore()) =>
    renderWithProviders(
      <>
        <BookmarkBar />
        <NavbarSearch />
      </>,
      { store },
    );
  /** The seeded bookmarks with To-do added, in the menu's order (between Chat and Calendar). */
  const WITH_TODO = [
    'bookmark-1',
    'bookmark-3',
    'bookmark-8',
    'bookmark-14',
    'bookmark-15',
    'bookmark-16',
    'bookmark-17',
  ];
  const barIds = () =>
    within(screen.getByTestId('bookmark-bar'))
      .getAllByRole('link')
      .map((link) => link.dataset.testid);

  it('adds the page to the bookmark bar at once, in page order, and removes it again', async () => {
    const user = userEvent.setup();
    const { store, release } = storeHoldingWrites();
    renderBoth(store);
    const bar = await screen.findByTestId('bookmark-bar');
    await waitFor(() => expect(within(bar).getAllByRole('link')).toHaveLength(6));
    expect(within(bar).queryByTestId('bookmark-16')).not.toBeInTheDocument();

    await openAndType(user, 'todo');
    const star = await screen.findByTestId('bookmark-toggle-16');
    expect(star).toHaveAccessibleName('Add bookmark');
    await user.click(star);
    // At once, before the server answers, between Chat and Calendar as in the menu's order.
    expect(await within(bar).findByTestId('bookmark-16')).toHaveAttribute('href', '/apps/todo');
    expect(barIds()).toEqual(WITH_TODO);
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark');
    // The star click neither opens the page nor closes the box.
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
    expect(screen.getByTestId('navbar-search-input')).toHaveFocus();
    expect(server().db.searchPages.find(16).isBookmarked).toBe(false);
    release();
    await waitFor(() => expect(server().db.searchPages.find(16).isBookmarked).toBe(true));
    expect(within(bar).getByTestId('bookmark-16')).toBeInTheDocument();

    await user.click(screen.getByTestId('bookmark-toggle-16'));
    await waitFor(() => expect(within(bar).queryByTestId('bookmark-16')).not.toBeInTheDocument());
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Add bookmark');
    expect(server().db.searchPages.find(16).isBookmarked).toBe(true);
    release();
    await waitFor(() => expect(server().db.searchPages.find(16).isBookmarked).toBe(false));
    await waitFor(() => expect(barIds()).toHaveLength(6));
  });

  it('keeps a bookmark added when the bookmarks are read again after the write, and asks for the search once', async () => {
    const user = userEvent.setup();
    // Meanwhile another tab took Calendar out: the bookmarks read after the write say so.
    const { store, count } = storeAsking((call, times) => {
      if (call === 'GET /api/bookmarks/data' && times === 2)
        server().db.searchPages.update(17, { isBookmarked: false });
    });
    renderBoth(store);
    await waitFor(() => expect(barIds()).toHaveLength(6));

    await openAndType(user, 'todo');
    await user.click(await screen.findByTestId('bookmark-toggle-16'));
    await waitFor(() => expect(barIds()).toContain('bookmark-16'));

    // The write refreshes the bookmarks: the bar is the server's answer read after it, which has the new one.
    await waitFor(() => expect(barIds()).not.toContain('bookmark-17'));
    expect(count('GET /api/bookmarks/data')).toBe(2);
    expect(barIds()).toEqual(['bookmark-1', 'bookmark-3', 'bookmark-8', 'bookmark-14', 'bookmark-15', 'bookmark-16']);
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark');
    // The search's stars follow the bookmarks as read.
    await user.clear(screen.getByTestId('navbar-search-input'));
    await user.type(screen.getByTestId('navbar-search-input'), 'calendar');
    expect(await screen.findByTestId('bookmark-toggle-17')).toHaveAccessibleName('Add bookmark');

    // A star is a write and a read of the bookmarks, never another read of the search data.
    await user.click(screen.getByTestId('bookmark-toggle-17'));
    await waitFor(() => expect(count('GET /api/bookmarks/data')).toBe(3));
    expect(count('POST /api/bookmarks/update')).toBe(2);
    expect(count('GET /api/main-search/data')).toBe(1);
    await waitFor(() => expect(barIds()).toContain('bookmark-17'));
  });

  it('undoes a write the server refuses, with a message until the next star click', async () => {
    const user = userEvent.setup();
    const { store, release } = storeHoldingWrites();
    renderBoth(store);
    await waitFor(() => expect(barIds()).toHaveLength(6));
    await openAndType(user, 'todo');
    const star = await screen.findByTestId('bookmark-toggle-16');
    // The page is gone from the server meanwhile: the write answers 404.
    server().db.searchPages.remove(16);

    await user.click(star);
    await waitFor(() => expect(barIds()).toContain('bookmark-16'));
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark');
    release();
    const panel = screen.getByTestId('navbar-search-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Not Found');
    // The message is the search box's state, the star's undo the cache's: each shows in its own time.
    await waitFor(() => expect(barIds()).not.toContain('bookmark-16'));
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Add bookmark');

    await user.clear(screen.getByTestId('navbar-search-input'));
    await user.type(screen.getByTestId('navbar-search-input'), 'calendar');
    await user.click(await screen.findByTestId('bookmark-toggle-17'));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(barIds()).not.toContain('bookmark-17'));
    expect(server().db.searchPages.find(17).isBookmarked).toBe(true);
    release();
    await waitFor(() => expect(server().db.searchPages.find(17).isBookmarked).toBe(false));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a seeded bookmark from the bar', async () => {
    const user = userEvent.setup();
    const { store, release } = storeHoldingWrites();
    renderBoth(store);
    expect(await screen.findByTestId('bookmark-1')).toBeInTheDocument();
    await openAndType(user, 'dashboard');
    await user.click(await screen.findByTestId('bookmark-toggle-1'));
    await waitFor(() => expect(screen.queryByTestId('bookmark-1')).not.toBeInTheDocument());
    expect(server().db.searchPages.find(1).isBookmarked).toBe(true);
    release();
    await waitFor(() => expect(server().db.searchPages.find(1).isBookmarked).toBe(false));
  });

  it('works without the bookmark bar (a phone’s navbar)', async () => {
    const user = userEvent.setup();
    const { store, release } = storeHoldingWrites();
    renderWithProviders(<NavbarSearch />, { store });
    await openAndType(user, 'todo');
    await user.click(await screen.findByTestId('bookmark-toggle-16'));
    await waitFor(() => expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark'));
    expect(server().db.searchPages.find(16).isBookmarked).toBe(false);
    release();
    await waitFor(() => expect(server().db.searchPages.find(16).isBookmarked).toBe(true));
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark');
  });

  it('keeps a star clicked while the bookmarks are still being read', async () => {
    const user = userEvent.setup();
    // The bar's first read and the write wait: the star is clicked before the bookmarks are in.
    let answerRead!: () => void;
    const read = new Promise<void>((resolve) => (answerRead = resolve));
    let answerWrite!: () => void;
    const write = new Promise<void>((resolve) => (answerWrite = resolve));
    const { store, count } = storeAsking((call, times) => {
      if (call === 'GET /api/bookmarks/data' && times === 1) return read;
      if (call === 'POST /api/bookmarks/update') return write;
      return undefined;
    });
    renderBoth(store);
    await openAndType(user, 'todo');
    await user.click(await screen.findByTestId('bookmark-toggle-16'));
    await waitFor(() => expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark'));
    expect(screen.queryByTestId('bookmark-bar')).not.toBeInTheDocument();

    // The read answers the server's bookmarks without the click (its write waits); the click stays, in page order.
    answerRead();
    await waitFor(() => expect(barIds()).toEqual(WITH_TODO));
    expect(screen.getByTestId('bookmark-toggle-16')).toHaveAccessibleName('Remove bookmark');
    expect(server().db.searchPages.find(16).isBookmarked).toBe(false);

    answerWrite();
    await waitFor(() => expect(count('GET /api/bookmarks/data')).toBe(2));
    await waitFor(() => expect(server().db.searchPages.find(16).isBookmarked).toBe(true));
    expect(barIds()).toContain('bookmark-16');
  });
});
