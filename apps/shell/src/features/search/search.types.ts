// Shapes of the demo navbar-search and bookmark calls (docs/demo-api.md, search and bookmarks; mock-server domains/search).

/** A page the search can open; `icon` is an antd icon name such as 'DashboardOutlined'. */
export interface SearchPage {
  id: number;
  title: string;
  link: string;
  icon: string;
  isBookmarked: boolean;
}

export interface SearchFile {
  id: number;
  title: string;
  by: string;
  size: string;
  /** Image URL (a data: URL in the demo) of the file type's icon. */
  file: string;
}

export interface SearchContact {
  id: number;
  title: string;
  email: string;
  /** Avatar image URL. */
  img: string;
  date: string;
}

/** The server's group titles; shown through the `search.groups.*` translations. */
export type SearchGroupTitle = 'Pages' | 'Files' | 'Contacts';

export type SearchGroupResponse =
  | { groupTitle: 'Pages'; data: SearchPage[] }
  | { groupTitle: 'Files'; data: SearchFile[] }
  | { groupTitle: 'Contacts'; data: SearchContact[] };

/** GET /api/main-search/data */
export interface MainSearchResponse {
  searchArr: SearchGroupResponse[];
}

/** GET /api/bookmarks/data */
export interface BookmarksResponse {
  /** Every page. */
  suggestions: SearchPage[];
  /** The pages with isBookmarked true. */
  bookmarks: SearchPage[];
}

/** The search data by group, as the client keeps it. */
export interface SearchData {
  pages: SearchPage[];
  files: SearchFile[];
  contacts: SearchContact[];
}
