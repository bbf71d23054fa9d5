// The navbar area (docs/architecture.md, State): the search query, the search data, the page suggestions and the bookmarks.
// The slice is injected on first render of the navbar search or bookmark bar (see navbar.feature.ts),
// so every root selector below falls back to the initial state while it is not there yet.
// A bookmark toggle is applied at once (the star and the bar change together) and then
// confirmed with the server's answer, or undone when the call fails.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookmarksResponse, SearchContact, SearchFile, SearchPage } from '@live-agent/contracts';
import type { SearchData } from './search.types';
import type { RequestStatus } from '@live-agent/store';

export interface NavbarState {
  query: string;
  searchStatus: RequestStatus;
  searchError: string | null;
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
  /** Every page (GET /api/bookmarks/data). */
  suggestions: SearchPage[];
  /** The bookmarked pages, in page order. */
  bookmarks: SearchPage[];
  bookmarksStatus: RequestStatus;
  bookmarksError: string | null;
  /** The error of the last failed bookmark toggle, until the next toggle. */
  toggleError: string | null;
}

export const navbarInitialState: NavbarState = {
  query: '',
  searchStatus: 'idle',
  searchError: null,
  pages: [],
  files: [],
  contacts: [],
  suggestions: [],
  bookmarks: [],
  bookmarksStatus: 'idle',
  bookmarksError: null,
  toggleError: null,
};

/** Sets isBookmarked of a page everywhere it is kept and adds it to or removes it from the bookmarks. */
function applyBookmark(state: NavbarState, page: SearchPage, isBookmarked: boolean) {
  for (const list of [state.pages, state.suggestions]) {
    const item = list.find((candidate) => candidate.id === page.id);
    if (item) item.isBookmarked = isBookmarked;
  }
  const known =
    state.suggestions.find((item) => item.id === page.id) ?? state.pages.find((item) => item.id === page.id);
  state.bookmarks = state.bookmarks.filter((item) => item.id !== page.id);
  if (!isBookmarked) return;
  const bookmark = { ...(known ?? page), isBookmarked: true };
  // Keep the server's order (page order); a page it does not list goes last.
  const order = state.suggestions.length ? state.suggestions : state.pages;
  const rank = (id: number) => {
    const index = order.findIndex((item) => item.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const at = state.bookmarks.findIndex((item) => rank(item.id) > rank(bookmark.id));
  if (at === -1) state.bookmarks.push(bookmark);
  else state.bookmarks.splice(at, 0, bookmark);
}

export const navbarSlice = createSlice({
  name: 'navbar',
  initialState: navbarInitialState,
  reducers: {
    queryChanged(state, { payload }: PayloadAction<string>) {
      state.query = payload;
    },
    queryCleared(state) {
      state.query = '';
    },
    searchDataRequested(state) {
      state.searchStatus = 'loading';
      state.searchError = null;
    },
    searchDataLoaded(state, { payload }: PayloadAction<SearchData>) {
      state.searchStatus = 'ready';
      // Bookmarks loaded earlier (and toggled since) are the newer truth for the stars.
      const bookmarked = state.bookmarksStatus === 'ready' ? new Set(state.bookmarks.map((page) => page.id)) : null;
      state.pages = bookmarked
        ? payload.pages.map((page) => ({ ...page, isBookmarked: bookmarked.has(page.id) }))
        : payload.pages;
      state.files = payload.files;
      state.contacts = payload.contacts;
    },
    searchDataFailed(state, { payload }: PayloadAction<string | null>) {
      state.searchStatus = 'error';
      state.searchError = payload;
    },
    bookmarksRequested(state) {
      state.bookmarksStatus = 'loading';
      state.bookmarksError = null;
    },
    bookmarksLoaded(state, { payload }: PayloadAction<BookmarksResponse>) {
      state.bookmarksStatus = 'ready';
      state.suggestions = payload.suggestions;
      state.bookmarks = payload.bookmarks;
      const bookmarked = new Set(payload.bookmarks.map((page) => page.id));
      for (const page of state.pages) page.isBookmarked = bookmarked.has(page.id);
    },
    bookmarksFailed(state, { payload }: PayloadAction<string | null>) {
      state.bookmarksStatus = 'error';
      state.bookmarksError = payload;
    },
    /** The star was clicked: flips the page at once; the saga then POSTs /api/bookmarks/update. */
    bookmarkToggleRequested(state, { payload }: PayloadAction<SearchPage>) {
      state.toggleError = null;
      applyBookmark(state, payload, !payload.isBookmarked);
    },
    /** The server's answer: the updated page. */
    bookmarkToggleSucceeded(state, { payload }: PayloadAction<SearchPage>) {
      applyBookmark(state, payload, payload.isBookmarked);
    },
    /** The call failed: the page (as it was before the click) gets its old state back. */
    bookmarkToggleFailed(state, { payload }: PayloadAction<{ page: SearchPage; error: string | null }>) {
      applyBookmark(state, payload.page, payload.page.isBookmarked);
      state.toggleError = payload.error;
    },
  },
  selectors: {
    selectQuery: (state) => state.query,
    selectSearchStatus: (state) => state.searchStatus,
    selectSearchError: (state) => state.searchError,
    selectSearchPages: (state) => state.pages,
    selectSearchFiles: (state) => state.files,
    selectSearchContacts: (state) => state.contacts,
    selectSuggestions: (state) => state.suggestions,
    selectBookmarks: (state) => state.bookmarks,
    selectBookmarksStatus: (state) => state.bookmarksStatus,
    selectBookmarksError: (state) => state.bookmarksError,
    selectToggleError: (state) => state.toggleError,
  },
});

export const {
  queryChanged,
  queryCleared,
  searchDataRequested,
  searchDataLoaded,
  searchDataFailed,
  bookmarksRequested,
  bookmarksLoaded,
  bookmarksFailed,
  bookmarkToggleRequested,
  bookmarkToggleSucceeded,
  bookmarkToggleFailed,
} = navbarSlice.actions;

export const navbarReducer = navbarSlice.reducer;

export interface WithNavbarState {
  navbar?: NavbarState;
}

/** The navbar state, or the initial state while the slice is not injected. */
export const selectNavbar = (state: WithNavbarState): NavbarState => state.navbar ?? navbarInitialState;

export const {
  selectQuery,
  selectSearchStatus,
  selectSearchError,
  selectSearchPages,
  selectSearchFiles,
  selectSearchContacts,
  selectSuggestions,
  selectBookmarks,
  selectBookmarksStatus,
  selectBookmarksError,
  selectToggleError,
} = navbarSlice.getSelectors(selectNavbar);
