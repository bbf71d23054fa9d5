// The navbar search and bookmarks (docs/demo-api.md, Search and bookmarks): reading is open to anyone, as the
// navbar is; toggling a bookmark needs a signed-in user.
import * as schemas from '../schemas/search';
import { endpointsOn, type Endpoint } from './endpoint';

const { get, post } = endpointsOn('demo', 'public');

export const SEARCH_ENDPOINTS: Endpoint[] = [
  get('/api/main-search/data', 'Every item the navbar search can find, in three groups: pages, files and contacts', {
    responses: { 200: schemas.mainSearchResponseSchema },
  }),
  get('/api/bookmarks/data', 'Every page, and the bookmarked ones', {
    responses: { 200: schemas.bookmarksResponseSchema },
  }),
  post('/api/bookmarks/update', 'Flips a page’s bookmark and answers the page (kept: the next read shows it)', {
    access: 'signed-in',
    body: schemas.bookmarkUpdateRequestSchema,
    responses: { 200: schemas.searchPageSchema },
    notFound: true,
  }),
];
