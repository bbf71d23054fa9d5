// The search data as the navbar search's cache entry keeps it (search.api.ts). What the search and bookmark calls
// carry is a contract (@live-agent/contracts, search).
import type { SearchContact, SearchFile, SearchPage } from '@live-agent/contracts';

/** The search data by group. */
export interface SearchData {
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
}
