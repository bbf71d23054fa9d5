import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { searchRoutes } from './routes';
import { seedSearch } from './seeds';

/** Navbar search groups (Pages, Files, Contacts) and page bookmarks. */
export const searchDomain: MockDomain = {
  name: 'search',
  kind: 'demo',
  models: { searchPage: Model, searchFile: Model, searchContact: Model },
  seed: seedSearch,
  routes: searchRoutes,
};
