import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestServer, signIn } from '@live-agent/ui-kit/testing';
import { enabledSet } from '../presenter';
import { BookmarkBar } from './BookmarkBar';
import { NavbarSearch } from './NavbarSearch';
import { searchApi } from './search.api';
import { FALLBACK_PAGE_ICON, PAGE_ICONS, pageIconFor } from './pageIcons';
import { createTestStore, initTestI18n, renderWithProviders } from '../../test/render';

beforeAll(async () => {
  await initTestI18n();
});

const server = setupTestServer();

const barLinks = () => within(screen.getByTestId('bookmark-bar')).getAllByRole('link');

describe('BookmarkBar', () => {
  it('loads the bookmarks when mounted and shows each as an icon link with its translated title', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookmarkBar />);
    await waitFor(() => expect(barLinks()).toHaveLength(6));
    expect(barLinks().map((link) => link.getAttribute('aria-label'))).toEqual([
      'Dashboard',
      'Agents',
      'Chat Report',
      'Email',
      'Chat',
      'Calendar',
    ]);
    const dashboard = screen.getByTestId('bookmark-1');
    expect(dashboard).toHaveAttribute('href', '/live-agent/dashboard');
    expect(dashboard.querySelector('.anticon-dashboard')).not.toBeNull();
    expect(screen.queryByTestId('bookmarks-more')).not.toBeInTheDocument();

    await user.hover(dashboard);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await user.click(dashboard);
    expect(screen.getByTestId('location')).toHaveTextContent('/live-agent/dashboard');
  });

  it('keeps 10 bookmarks in the bar and puts the rest in the "more" dropdown', async () => {
    const user = userEvent.setup();
    server().db.searchPages.update({ isBookmarked: true });
    renderWithProviders(<BookmarkBar />);
    await waitFor(() => expect(barLinks()).toHaveLength(10));
    expect(barLinks().map((link) => link.dataset.testid)).toEqual(
      Array.from({ length: 10 }, (_, index) => `bookmark-${index + 1}`),
    );
    expect(screen.queryByTestId('bookmark-11')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('bookmarks-more'));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(server().db.searchPages.where({}).length - 10);
    const workingTimes = within(menu).getByTestId('bookmark-11');
    expect(workingTimes).toHaveTextContent('Working Times');
    await user.click(workingTimes);
    expect(screen.getByTestId('location')).toHaveTextContent('/live-agent/settings/working-times');
  });

  it('leaves out bookmarks of a switched-off remote and of pages the user may not use', async () => {
    const store = createTestStore();
    renderWithProviders(<BookmarkBar />, { store, ability: [{ action: 'read', subject: 'Demo' }] });
    // Dashboard, Agents and Chat Report need abilities the user lacks.
    await waitFor(() =>
      expect(barLinks().map((link) => link.getAttribute('aria-label'))).toEqual(['Email', 'Chat', 'Calendar']),
    );
    act(() => {
      store.dispatch(enabledSet({ name: 'email', enabled: false }));
    });
    expect(barLinks().map((link) => link.getAttribute('aria-label'))).toEqual(['Chat', 'Calendar']);
  });

  it('shows nothing without bookmarks, and the bar once one is starred', async () => {
    const user = userEvent.setup();
    await signIn();
    server().db.searchPages.update({ isBookmarked: false });
    const { store } = renderWithProviders(
      <>
        <BookmarkBar />
        <NavbarSearch />
      </>,
    );
    // The bookmarks are read: none, so no bar.
    await waitFor(() =>
      expect(searchApi.endpoints.navbarBookmarks.select()(store.getState() as never).data).toEqual({
        suggestions: expect.any(Array),
        bookmarks: [],
      }),
    );
    expect(screen.queryByTestId('bookmark-bar')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('navbar-search-open'));
    await user.type(screen.getByTestId('navbar-search-input'), 'dashboard');
    await user.click(await screen.findByTestId('bookmark-toggle-1'));
    expect(barLinks().map((link) => link.dataset.testid)).toEqual(['bookmark-1']);
  });
});

describe('page icons', () => {
  it('has every icon the server names, and a fallback', () => {
    for (const page of server().db.searchPages as unknown as Array<{ icon: string }>) {
      expect(PAGE_ICONS[page.icon]).toBeDefined();
    }
    expect(pageIconFor('NoSuchOutlined')).toBe(FALLBACK_PAGE_ICON);
    expect(pageIconFor('toString')).toBe(FALLBACK_PAGE_ICON);
  });
});
