// The navbar search and bookmark calls (docs/demo-api.md). Components never call these: the navbar saga does,
// with the axios instance it gets from saga context.
import type { AxiosInstance } from 'axios';
import type { BookmarksResponse, MainSearchResponse, SearchPage } from '@live-agent/contracts';
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

/** GET /api/main-search/data: every page, file and contact (the client limits what it shows). */
export async function fetchSearchData(client: AxiosInstance): Promise<SearchData> {
  const { data } = await client.get<MainSearchResponse>(MAIN_SEARCH_URL);
  return toSearchData(data);
}

/** GET /api/bookmarks/data: every page as suggestions, and the bookmarked ones. */
export async function fetchBookmarks(client: AxiosInstance): Promise<BookmarksResponse> {
  const { data } = await client.get<BookmarksResponse>(BOOKMARKS_URL);
  return { suggestions: data?.suggestions ?? [], bookmarks: data?.bookmarks ?? [] };
}

/** POST /api/bookmarks/update {id}: flips isBookmarked of a page and answers the updated page (404 if unknown). */
export async function updateBookmark(client: AxiosInstance, id: number): Promise<SearchPage> {
  const { data } = await client.post<SearchPage>(BOOKMARK_UPDATE_URL, { id });
  return data;
}

export const searchApi = { fetchSearchData, fetchBookmarks, updateBookmark };
