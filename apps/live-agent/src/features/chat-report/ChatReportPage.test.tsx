// The Chat Report list with real antd against the real Mirage routes: the rows and total are exactly what
// GET /conversations returns for the same query; filters and search move the URL and the rows; the CSV
// export holds every filtered row (all pages), with raw values.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseCsv } from '@live-agent/ui-kit';
import type { ConversationRow, ListPage } from '@live-agent/contracts';
import { createFormat } from '@live-agent/ui-kit';
import { renderRoute, setupScreenTest, apiGet, presetDays } from '../../test/render';
import { chooseOption } from '../../test/lists';
import { captureDownloads, readBlob, silenceActWarnings, REPORT_HISTORY } from '../../test/render';
import { DEFAULT_LIST_PARAMS } from '@live-agent/ui-kit';

jest.setTimeout(60_000);
const server = setupScreenTest(REPORT_HISTORY);

silenceActWarnings();

const PATH = '/live-agent/chat-report';
const format = createFormat('en');

async function apiRows(params: Record<string, string | number>): Promise<ListPage<ConversationRow>> {
  return apiGet<ListPage<ConversationRow>>('/conversations', params);
}

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
const rowIds = () => rows().map((row) => Number(row.getAttribute('data-row-key')));
const countText = () => screen.getByTestId('chat-report-count').textContent;
const location = () => new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1] ?? '');
const departmentNamed = (name: string) =>
  (server().db.departments.where({}) as unknown as { id: string; name: string }[]).find((d) => d.name === name)!;

/** The table shows exactly the API's page for `params` (ids in order and the total). */
async function expectApiPage(params: Record<string, string | number>) {
  const page = await apiRows({ page: 1, perPage: DEFAULT_LIST_PARAMS.perPage, ...params });
  await waitFor(() => expect(rowIds()).toEqual(page.data.map((row) => row.id)));
  expect(countText()).toBe(`${format.integer(page.total)} ${page.total === 1 ? 'conversation' : 'conversations'}`);
  return page;
}

describe('Chat Report list', () => {
  it('shows the API rows and total for the period, then filters by department and status through the URL', async () => {
    const { from, to } = presetDays(server(), 'last7');
    // No page size in the URL: the default, 10 rows.
    await renderRoute(PATH);
    const all = await expectApiPage({ from, to, perPage: 10 });
    expect(all.total).toBeGreaterThan(100);

    // Every row in full: what the API says, formatted and translated; times on the organisation's clock
    // (its time zone is not the test browser's UTC), not the browser's.
    const { timezone } = (await apiGet<{ data: { timezone: string } }>('/organization')).data;
    expect(timezone).not.toBe('UTC');
    const orgClock = createFormat('en', timezone);
    const queueName = (id: number) => (server().db.queues.find(id) as unknown as { name: string }).name;
    const departmentName = (id: number) => (server().db.departments.find(id) as unknown as { name: string }).name;
    const STATUS: Record<string, string> = {
      bot: 'With the bot',
      queued: 'Queued',
      open: 'Open',
      on_hold: 'On hold',
      closed: 'Closed',
      missed: 'Missed',
      abandoned: 'Abandoned',
    };
    const CHANNEL: Record<string, string> = {
      web: 'Web chat',
      whatsapp: 'WhatsApp',
      facebook: 'Facebook',
      email: 'E-mail',
    };
    expect(
      rows().map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(0, 12)
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      all.data.map((row) => [
        `#${row.id}`,
        orgClock.dateTime(row.createdAt),
        row.customer.name + row.customer.email,
        CHANNEL[row.channel],
        departmentName(row.departmentId),
        queueName(row.queueId),
        row.agentName ?? 'Unassigned',
        STATUS[row.status],
        format.duration(row.waitSec),
        format.duration(row.firstResponseSec),
        format.duration(row.handleSec),
        format.integer(row.messageCount),
      ]),
    );
    // Ratings as stars named for screen readers, "—" when not rated.
    expect(
      rows().map(
        (row) =>
          row.querySelectorAll('td')[12].querySelector('[data-rating]')?.getAttribute('aria-label') ??
          row.querySelectorAll('td')[12].textContent,
      ),
    ).toEqual(all.data.map((row) => (row.rating === null ? '—' : `Rated ${row.rating} of 5`)));

    await chooseOption('Department', 'Support');
    await waitFor(() => expect(location().get('departmentId')).toBe(String(departmentNamed('Support').id)));
    const support = await expectApiPage({ from, to, perPage: 10, departmentId: departmentNamed('Support').id });
    expect(support.total).toBeLessThan(all.total);
    expect(rows().every((row) => within(row).queryByText('Support') !== null)).toBe(true);

    await chooseOption('Status', 'Missed');
    await waitFor(() => expect(location().get('status')).toBe('missed'));
    const missed = await expectApiPage({
      from,
      to,
      perPage: 10,
      departmentId: departmentNamed('Support').id,
      status: 'missed',
    });
    expect(missed.total).toBeLessThan(support.total);
    expect(rows().every((row) => row.querySelector('[data-status="missed"]'))).toBe(true);
  });

  it('keeps the search, sort and page in the URL: a bookmarked view opens as it was', async () => {
    const { from, to } = presetDays(server(), 'last28');
    const top = await (async () => {
      await renderRoute(`${PATH}?range=last28&sort=-messageCount&page=2&perPage=10`);
      return expectApiPage({ from, to, sort: '-messageCount', page: 2, perPage: 10 });
    })();
    expect(top.data[0].messageCount).toBeGreaterThanOrEqual(top.data[9].messageCount);
    expect(screen.getByTitle('2').className).toContain('ant-pagination-item-active');

    // Search by a customer's e-mail: back to page 1, `q` in the URL, the API's rows.
    const email = top.data[0].customer.email;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customer, e-mail, subject or #id' }), {
      target: { value: email },
    });
    await waitFor(() => expect(location().get('q')).toBe(email));
    expect(location().get('page')).toBeNull();
    const found = await expectApiPage({ from, to, sort: '-messageCount', q: email, perPage: 10 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((row) => row.customer.email === email)).toBe(true);
  });

  it('exports every row of a filtered view as CSV with raw values', async () => {
    const downloads = captureDownloads();
    // A narrow view with a handful of rows: today in one department (early in the day: the last 7 days by e-mail).
    const today = presetDays(server(), 'today');
    const support = departmentNamed('Support').id;
    const todays = await (async () => {
      await renderRoute(`${PATH}?range=today&departmentId=${support}`);
      return apiRows({ from: today.from, to: today.to, departmentId: support, perPage: 1000 });
    })();
    let query: Record<string, string | number> = { from: today.from, to: today.to, departmentId: support };
    if (todays.total < 3) {
      const week = presetDays(server(), 'last7');
      query = { from: week.from, to: week.to, departmentId: support, channel: 'email' };
      await chooseOption('Period', 'Last 7 days');
      await chooseOption('Channel', 'E-mail');
    }
    const page = await expectApiPage(query);
    const expected = await apiRows({ ...query, perPage: 1000, sort: 'id' });
    expect(expected.total).toBe(page.total);

    fireEvent.click(screen.getByTestId('chat-report-export'));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toBe(`chat-report_${query.from}_${query.to}.csv`);
    const [header, ...records] = parseCsv(await readBlob(downloads.blobs[0]));
    expect(header).toEqual([
      'Conversation ID',
      'Started (ISO 8601)',
      'Closed (ISO 8601)',
      'Customer ID',
      'Customer',
      'Customer e-mail',
      'Channel',
      'Department ID',
      'Department',
      'Queue ID',
      'Queue',
      'Agent ID',
      'Agent',
      'Status',
      'Wait (seconds)',
      'First response (seconds)',
      'Handle time (seconds)',
      'Messages',
      'Rating (1–5)',
      'Category IDs',
      'Categories',
    ]);
    expect(records).toHaveLength(page.total);
    expect(records.map((record) => Number(record[0]))).toEqual(expected.data.map((row) => row.id));
    const row = expected.data[0];
    expect(records[0]).toEqual([
      String(row.id),
      row.createdAt,
      row.closedAt ?? '',
      String(row.customerId),
      row.customer.name,
      row.customer.email,
      row.channel,
      String(row.departmentId),
      'Support',
      String(row.queueId),
      (server().db.queues.find(row.queueId) as unknown as { name: string }).name,
      row.agentId === null ? '' : String(row.agentId),
      row.agentName ?? '',
      row.status,
      row.waitSec === null ? '' : String(row.waitSec),
      row.firstResponseSec === null ? '' : String(row.firstResponseSec),
      row.handleSec === null ? '' : String(row.handleSec),
      String(row.messageCount),
      row.rating === null ? '' : String(row.rating),
      row.categoryIds.join(';'),
      row.categoryIds
        .map((id) => (server().db.conversationCategories.find(id) as unknown as { name: string }).name)
        .join('; '),
    ]);
  });
});
