import type { SearchPage } from '@live-agent/contracts';
import {
  bookmarksLoaded,
  bookmarkToggleFailed,
  bookmarkToggleRequested,
  bookmarkToggleSucceeded,
  navbarInitialState,
  navbarReducer,
  queryChanged,
  queryCleared,
  searchDataFailed,
  searchDataLoaded,
  searchDataRequested,
  selectBookmarks,
  selectQuery,
  selectSearchStatus,
  type NavbarState,
} from './navbar.slice';

const page = (id: number, isBookmarked = false): SearchPage => ({
  id,
  title: `Page ${id}`,
  link: `/page-${id}`,
  icon: 'DashboardOutlined',
  isBookmarked,
});

const PAGES = [page(1, true), page(2), page(3, true), page(4)];

function loaded(): NavbarState {
  let state = navbarReducer(undefined, searchDataLoaded({ pages: PAGES, files: [], contacts: [] }));
  state = navbarReducer(state, bookmarksLoaded({ suggestions: PAGES, bookmarks: PAGES.filter((p) => p.isBookmarked) }));
  return state;
}

describe('navbar reducer', () => {
  it('starts empty and idle', () => {
    expect(navbarReducer(undefined, { type: '@@init' })).toEqual(navbarInitialState);
  });

  it('sets and clears the query', () => {
    const state = navbarReducer(undefined, queryChanged('Chat'));
    expect(state.query).toBe('Chat');
    expect(navbarReducer(state, queryCleared()).query).toBe('');
  });

  it('tracks loading of the search data', () => {
    let state = navbarReducer(undefined, searchDataRequested());
    expect(state.searchStatus).toBe('loading');
    state = navbarReducer(state, searchDataFailed('Not Found'));
    expect(state).toMatchObject({ searchStatus: 'error', searchError: 'Not Found' });
    state = navbarReducer(state, searchDataRequested());
    expect(state).toMatchObject({ searchStatus: 'loading', searchError: null });
  });

  it('toggle adds a page to the bookmarks, in page order, and flips its star', () => {
    const state = navbarReducer(loaded(), bookmarkToggleRequested(page(2)));
    expect(state.bookmarks.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.bookmarks.every((p) => p.isBookmarked)).toBe(true);
    expect(state.pages.find((p) => p.id === 2)!.isBookmarked).toBe(true);
    expect(state.suggestions.find((p) => p.id === 2)!.isBookmarked).toBe(true);
  });

  it('toggle removes a bookmarked page and clears its star', () => {
    const state = navbarReducer(loaded(), bookmarkToggleRequested(page(1, true)));
    expect(state.bookmarks.map((p) => p.id)).toEqual([3]);
    expect(state.pages.find((p) => p.id === 1)!.isBookmarked).toBe(false);
    expect(state.suggestions.find((p) => p.id === 1)!.isBookmarked).toBe(false);
  });

  it('toggling twice gives the original state back', () => {
    const start = loaded();
    const once = navbarReducer(start, bookmarkToggleRequested(page(4)));
    const twice = navbarReducer(once, bookmarkToggleRequested(once.pages.find((p) => p.id === 4)!));
    expect(twice).toEqual(start);
  });

  it('works before any data is loaded', () => {
    const state = navbarReducer(undefined, bookmarkToggleRequested(page(7)));
    expect(state.bookmarks).toEqual([page(7, true)]);
  });

  it('takes the server answer as the truth', () => {
    const optimistic = navbarReducer(loaded(), bookmarkToggleRequested(page(2)));
    const confirmed = navbarReducer(optimistic, bookmarkToggleSucceeded(page(2, true)));
    expect(confirmed).toEqual(optimistic);
    const corrected = navbarReducer(optimistic, bookmarkToggleSucceeded(page(2, false)));
    expect(corrected.bookmarks.map((p) => p.id)).toEqual([1, 3]);
  });

  it('undoes a failed toggle and keeps the error', () => {
    const optimistic = navbarReducer(loaded(), bookmarkToggleRequested(page(2)));
    const failed = navbarReducer(optimistic, bookmarkToggleFailed({ page: page(2), error: 'Not Found' }));
    expect(failed.bookmarks.map((p) => p.id)).toEqual([1, 3]);
    expect(failed.pages.find((p) => p.id === 2)!.isBookmarked).toBe(false);
    expect(failed.toggleError).toBe('Not Found');
    expect(navbarReducer(failed, bookmarkToggleRequested(page(4))).toggleError).toBeNull();
  });

  it('gives loaded search pages the stars of the bookmarks already loaded', () => {
    let state = navbarReducer(undefined, bookmarksLoaded({ suggestions: PAGES, bookmarks: [page(1, true)] }));
    state = navbarReducer(state, bookmarkToggleRequested(page(4)));
    state = navbarReducer(state, searchDataLoaded({ pages: PAGES, files: [], contacts: [] }));
    expect(state.pages.filter((p) => p.isBookmarked).map((p) => p.id)).toEqual([1, 4]);
  });
});

describe('navbar selectors', () => {
  it('fall back to the initial state while the slice is not injected', () => {
    expect(selectQuery({})).toBe('');
    expect(selectSearchStatus({})).toBe('idle');
    expect(selectBookmarks({})).toEqual([]);
  });

  it('read the injected slice', () => {
    expect(selectQuery({ navbar: { ...navbarInitialState, query: 'x' } })).toBe('x');
  });
});
