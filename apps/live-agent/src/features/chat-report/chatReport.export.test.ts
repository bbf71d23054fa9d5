// The export's paging and the URL ↔ table params, on a fake API: every row once, in id order, asked for
// 1,000 at a time; progress after each page; defaults kept off the URL.
import type { ConversationRow } from '@live-agent/contracts';
import { EXPORT_PAGE_SIZE, exportPage, fetchAllRows } from './chatReport.export';
import { DEFAULT_LIST_PARAMS } from '@live-agent/ui-kit';
import { listParamsFromSearch, searchWithListParams } from './chatReportParams';

const rowsUpTo = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as ConversationRow);

describe('fetchAllRows', () => {
  it('pages through every filtered row in id order, 1,000 at a time, de-duplicating rows that shift between pages', async () => {
    const all = rowsUpTo(2345);
    const calls: Record<string, unknown>[] = [];
    const fetchPage = jest.fn(async (page: number) => {
      const params = exportPage(page);
      calls.push(params);
      // A conversation arriving during the export shifts the later pages by one: row 1000 comes twice.
      const start = (params.page - 1) * params.perPage - (params.page > 1 ? 1 : 0);
      return { data: all.slice(start, start + params.perPage), total: all.length };
    });
    const progress: string[] = [];
    const rows = await fetchAllRows(fetchPage, (loaded, total) => {
      progress.push(`${loaded}/${total}`);
    });
    expect(calls).toEqual(
      [1, 2, 3].map((page) => ({
        page,
        perPage: EXPORT_PAGE_SIZE,
        sort: 'id',
      })),
    );
    expect(rows.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(progress).toEqual(['1000/2345', '1999/2345', '2345/2345']);
  });
});

describe('chat report URL params', () => {
  it('reads the table params from the URL and writes back only what differs from the defaults', () => {
    const search = new URLSearchParams(
      'range=today&departmentId=2&status=closed&q=ann&sort=-waitSec&page=3&perPage=50',
    );
    const params = listParamsFromSearch(search);
    expect(params).toMatchObject({ page: 3, perPage: 50, q: 'ann', sort: '-waitSec' });
    expect(params.filters).toMatchObject({ departmentId: '2', status: 'closed' });
    expect(listParamsFromSearch(new URLSearchParams('page=-1&perPage=7'))).toMatchObject({
      page: 1,
      perPage: DEFAULT_LIST_PARAMS.perPage,
      q: '',
      sort: '',
    });

    const next = searchWithListParams(search, { ...params, page: 1, perPage: DEFAULT_LIST_PARAMS.perPage, q: ' bob ' });
    expect(next.toString()).toBe('range=today&departmentId=2&status=closed&q=bob&sort=-waitSec');
    // "Clear search and filters" of the table.
    expect(searchWithListParams(search, { ...params, q: '', filters: {}, page: 1 }).toString()).toBe(
      'range=today&sort=-waitSec&perPage=50',
    );
  });
});
