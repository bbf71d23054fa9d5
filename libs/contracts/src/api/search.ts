// The navbar search and bookmarks (docs/demo-api.md, Search and bookmarks): reading is open to anyone, as the
// navbar is; toggling a bookmark needs a signed-in user.
import {
  bookmarkUpdateRequestSchema,
  bookmarksResponseSchema,
  mainSearchResponseSchema,
  searchPageSchema,
} from '../schemas/search';
import type { Endpoint } from './endpoint';

export const SEARCH_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/main-search/data',
    api: 'demo',
    summary: 'Every item the navbar search can find, in three groups: pages, files and contacts',
    access: 'public',
    responses: { 200: mainSearchResponseSchema },
  },
  {
    method: 'GET',
    path: '/api/bookmarks/data',
    api: 'demo',
    summary: 'Every page, and the bookmarked ones',
    access: 'public',
    responses: { 200: bookmarksResponseSchema },
  },
  {
    method: 'POST',
    path: '/api/bookmarks/update',
    api: 'demo',
    summary: 'Flips a page’s bookmark and answers the page (kept: the next read shows it)',
    access: 'signed-in',
    body: bookmarkUpdateRequestSchema,
    responses: { 200: searchPageSchema },
    notFound: true,
  },
];
