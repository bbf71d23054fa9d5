// The Chat Report's CSV export of every filtered row. Decisions:
// - It pages through /conversations 1,000 rows at a time (the server's maximum) until a short page, so the
//   file holds every filtered row, not just the page on screen; the button counts the rows as they arrive.
// - Rows are asked for in id order (the order they were created in): conversations arriving while the
//   export runs are appended at the end instead of shifting pages, and rows are de-duplicated by id.
// - Very large exports are confirmed first (see EXPORT_WARN_ROWS) and refused above EXPORT_MAX_ROWS.
import type { ConversationRow, ListPage } from '@live-agent/contracts';

export const EXPORT_PAGE_SIZE = 1000;
/** Above this many rows the export asks first (it takes a while). */
export const EXPORT_WARN_ROWS = 20_000;
/** Above this many rows the export is refused: narrow the filters. */
export const EXPORT_MAX_ROWS = 100_000;

/** The export's paging of GET /conversations: page `page` of the filters' rows, EXPORT_PAGE_SIZE in id order. */
export const exportPage = (page: number) => ({ page, perPage: EXPORT_PAGE_SIZE, sort: 'id' });

/** Every row `fetchPage` gives, page after page (see the header); `onProgress` after each page. */
export async function fetchAllRows(
  fetchPage: (page: number) => Promise<ListPage<ConversationRow>>,
  onProgress?: (loaded: number, total: number) => void,
): Promise<ConversationRow[]> {
  const rows: ConversationRow[] = [];
  const seen = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    for (const row of answer.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    onProgress?.(rows.length, Math.max(answer.total, rows.length));
    if (answer.data.length < EXPORT_PAGE_SIZE || rows.length >= EXPORT_MAX_ROWS) return rows;
  }
}
