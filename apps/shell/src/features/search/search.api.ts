// The navbar search and bookmarks (docs/demo-api.md, search and bookmarks) on the page's one API slice
// (docs/architecture.md, "Server data"). The search index (every page, file and contact; the client limits what it
// shows) is asked on the search's first open and kept; the bookmarks when the bookmark bar first shows. A star click
// shows at once, in the search's star and in the bar, before the server answers; the server's answer (the page) then
// confirms it and the bookmarks are read again ('Bookmark'), or, when the write is refused, the page gets back the
// state it had when clicked. The search index is not read again for a star: the answer's page is put into it.
import type { BookmarksResponse, MainSearchResponse, SearchPage } from '@live-agent/contracts';
import { api } from '@live-agent/store/api';
import type { SearchData } from './search.types';

export const MAIN_SEARCH_URL = '/api/main-search/data';
export const BOOKMARKS_URL = '/api/bookmarks/data';
export const BOOKMARK_UPDATE_URL = '/api/bookmarks/update';

/** The groups of a /api/main-search/data answer by kind; missing or unknown groups are left out. */
export function toSearchData(response: MainSearchResponse): SearchData {
  const data: SearchData = { pages: [], files: [], contacts: [] };
  for (const group of response?.searchArr ?? []) {
    if (!Array.isArray(group?.data)) continue;
    if (group.groupTitle === 'Pages') data.pages = group.data;
    else if (group.groupTitle === 'Files') data.files = group.data;
    else if (group.groupTitle === 'Contacts') data.contacts = group.data;
  }
  return data;
}

/** A /api/bookmarks/data answer with both lists, empty where the server left one out. */
export function toBookmarks(response: Partial<BookmarksResponse> | null | undefined): BookmarksResponse {
  return { suggestions: response?.suggestions ?? [], bookmarks: response?.bookmarks ?? [] };
}

/**
 * Sets isBookmarked of `page` in a bookmarks answer (an Immer draft): the flag of its suggestion, and the page in or
 * out of the bookmarks, kept in the server's order (page order); a page the server does not list goes last.
 */
export function markBookmark(answer: BookmarksResponse, page: SearchPage, isBookmarked: boolean): void {
  const known = answer.suggestions.find((item) => item.id === page.id);
  if (known) known.isBookmarked = isBookmarked;
  answer.bookmarks = answer.bookmarks.filter((item) => item.id !== page.id);
  if (!isBookmarked) return;
  const bookmark = { ...(known ?? page), isBookmarked: true };
  const rank = (id: number) => {
    const index = answer.suggestions.findIndex((item) => item.id === id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  const at = answer.bookmarks.findIndex((item) => rank(item.id) > rank(bookmark.id));
  if (at === -1) answer.bookmarks.push(bookmark);
  else answer.bookmarks.splice(at, 0, bookmark);
}

/** Sets isBookmarked of `page` among the search's pages (an Immer draft). */
export function markSearchPage(data: SearchData, page: SearchPage, isBookmarked: boolean): void {
  const item = data.pages.find((candidate) => candidate.id === page.id);
  if (item) item.isBookmarked = isBookmarked;
}

export const searchApi = api.enhanceEndpoints({ addTagTypes: ['Bookmark'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/main-search/data: every page, file and contact, by group. */
    navbarSearch: build.query<SearchData, void>({
      query: () => MAIN_SEARCH_URL,
      transformResponse: toSearchData,
    }),
    /** GET /api/bookmarks/data: every page as suggestions, and the bookmarked ones. */
    navbarBookmarks: build.query<BookmarksResponse, void>({
      query: () => BOOKMARKS_URL,
      transformResponse: toBookmarks,
      providesTags: ['Bookmark'],
    }),
    /**
     * POST /api/bookmarks/update {id}: flips isBookmarked of the page (given as it was when clicked) and answers the
     * updated page (404 for an unknown one). Every click is a flip on the server, so each is sent.
     */
    toggleBookmark: build.mutation<SearchPage, SearchPage>({
      query: (page) => ({ url: BOOKMARK_UPDATE_URL, method: 'POST', body: { id: page.id } }),
      async onQueryStarted(page, { dispatch, queryFulfilled }) {
        // What this click shows: the flip at once, then the server's answer, or, when refused, the state the page had
        // when clicked. Set (not patched back with undo): another click may have changed the same lists meanwhile.
        let shown = { page, isBookmarked: !page.isBookmarked };
        const mark = () => {
          dispatch(
            searchApi.util.updateQueryData('navbarSearch', undefined, (data) => {
              if (data) markSearchPage(data, shown.page, shown.isBookmarked);
            }),
          );
          dispatch(
            searchApi.util.updateQueryData('navbarBookmarks', undefined, (answer) => {
              if (answer) markBookmark(answer, shown.page, shown.isBookmarked);
            }),
          );
        };
        mark();
        // A read of the bookmarks under way when clicked (the bar's first, or the one after another star's write)
        // answers the server's state from before this click and replaces the whole entry: updateQueryData changes only
        // the data there is (none while the first read loads), and a running request's answer overwrites it. So the
        // click is set again once that read is in (api.util.getRunningQueryThunk awaits a query however it was
        // started). No re-read for the tag starts while this write runs: createApi's invalidationBehavior 'delayed'
        // (the default) holds another write's invalidation until every request has settled.
        void dispatch(searchApi.util.getRunningQueryThunk('navbarBookmarks', undefined))?.then(mark);
        try {
          const { data: updated } = await queryFulfilled;
          shown = { page: { ...page, ...updated }, isBookmarked: updated.isBookmarked };
        } catch {
          shown = { page, isBookmarked: page.isBookmarked };
        }
        mark();
      },
      // A refused write changed nothing on the server; the cache was put back above.
      invalidatesTags: (_result, error) => (error ? [] : ['Bookmark']),
    }),
  }),
});

export const { useLazyNavbarSearchQuery, useNavbarBookmarksQuery, useToggleBookmarkMutation } = searchApi;
