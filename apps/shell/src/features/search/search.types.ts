// The search data as the navbar keeps it. What the search and bookmark calls carry is a contract
// (@live-agent/contracts, search).
import type { SearchContact, SearchFile, SearchPage } from '@live-agent/contracts';

/** The search data by group, as the client keeps it. */
export interface SearchData {
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
}
