// Pure helpers of the navbar search: case-insensitive matching and the per-group limit.
import type { SearchPage } from '@live-agent/contracts';
import type { RemoteName } from '../../federation/remoteCatalog';
import { remoteForPath } from '../../federation/remoteCatalog';
import { leafTitleKeys, allLeaves, type NavLeaf } from '../layout';

/** Search limit per group. */
export const SEARCH_LIMIT = 4;

/** At most this many bookmarks sit in the navbar; the rest go to the "more" dropdown. */
export const BOOKMARK_BAR_LIMIT = 10;

export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/** True when one of the texts contains the query, ignoring case. An empty query matches nothing. */
export function matchesQuery(query: string, ...texts: Array<string | null | undefined>): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return false;
  return texts.some((text) => !!text && text.toLocaleLowerCase().includes(needle));
}

/** The first `limit` items one of whose texts contains the query. */
export function searchGroup<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => Array<string | null | undefined>,
  limit: number = SEARCH_LIMIT,
): T[] {
  const found: T[] = [];
  for (const item of items) {
    if (found.length >= limit) break;
    if (matchesQuery(query, ...textsOf(item))) found.push(item);
  }
  return found;
}

const LEAF_BY_PATH = new Map<string, NavLeaf>(allLeaves().map((leaf) => [leaf.path, leaf]));

/** The shell's navigation leaf of a page link, if the menu has one. */
export function leafForLink(link: string): NavLeaf | undefined {
  return LEAF_BY_PATH.get(link);
}

/**
 * The page's title in the user's language: the menu label of its leaf, prefixed with its group's
 * ("Settings › General", not a bare "General"), else the server's title.
 */
export function pageTitle(page: Pick<SearchPage, 'title' | 'link'>, t: (key: string) => string): string {
  const keys = leafTitleKeys(page.link);
  return keys ? keys.map((key) => t(key)).join(' › ') : page.title;
}

/**
 * Whether a page may be offered: its remote (if any) is switched on, and the user may use its menu
 * leaf (pages without a leaf need no ability).
 */
export function isPageVisible(
  page: Pick<SearchPage, 'link'>,
  can: (action: string, subject: string) => boolean,
  enabled: (remote: RemoteName) => boolean,
): boolean {
  const remote = remoteForPath(page.link);
  if (remote && !enabled(remote)) return false;
  const leaf = leafForLink(page.link);
  if (leaf && !enabled(leaf.remote)) return false;
  return leaf ? can(leaf.ability.action, leaf.ability.subject) : true;
}
