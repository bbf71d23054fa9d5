// The navbar search and bookmarks (docs/demo-api.md, search and bookmarks): GET /api/main-search/data,
// GET /api/bookmarks/data, POST /api/bookmarks/update. The server returns every item; the client decides
// how many to show.
import type { z } from 'zod/mini';
import type * as schemas from './schemas/search';

/** A page the search can open; `icon` is an antd icon name such as 'DashboardOutlined'. */
export type SearchPage = z.output<typeof schemas.searchPageSchema>;
export type SearchFile = z.output<typeof schemas.searchFileSchema>;
export type SearchContact = z.output<typeof schemas.searchContactSchema>;
export type SearchGroup = z.output<typeof schemas.searchGroupSchema>;
export type SearchGroupTitle = SearchGroup['groupTitle'];

/** GET /api/main-search/data */
export type MainSearchResponse = z.output<typeof schemas.mainSearchResponseSchema>;

/** GET /api/bookmarks/data: every page (`suggestions`) and the bookmarked ones. */
export type BookmarksResponse = z.output<typeof schemas.bookmarksResponseSchema>;

/** POST /api/bookmarks/update toggles the page's isBookmarked and answers the page (404 for an unknown id). */
export type BookmarkUpdateRequest = z.input<typeof schemas.bookmarkUpdateRequestSchema>;

/** The longest text a search box of the pages takes (the servers match any text; a longer one finds nothing more). */
export const SEARCH_TEXT_MAX = 200;
