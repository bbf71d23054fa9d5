// The navbar search and bookmarks (docs/demo-api.md, search and bookmarks): GET /api/main-search/data,
// GET /api/bookmarks/data, POST /api/bookmarks/update. The server returns every item; the client decides
// how many to show.

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
  /** 'YYYY-MM-DD'. */
  date: string;
}

export type SearchGroupTitle = 'Pages' | 'Files' | 'Contacts';

export type SearchGroup =
  | { groupTitle: 'Pages'; data: SearchPage[] }
  | { groupTitle: 'Files'; data: SearchFile[] }
  | { groupTitle: 'Contacts'; data: SearchContact[] };

/** GET /api/main-search/data */
export interface MainSearchResponse {
  searchArr: SearchGroup[];
}

/** GET /api/bookmarks/data */
export interface BookmarksResponse {
  /** Every page. */
  suggestions: SearchPage[];
  /** The pages with isBookmarked true. */
  bookmarks: SearchPage[];
}

/** POST /api/bookmarks/update toggles the page's isBookmarked and answers the page (404 for an unknown id). */
export interface BookmarkUpdateRequest {
  id: number;
}
