// The reports as an admin meets them inside the shell: the dashboard moving while the live simulation runs, a
// report filtered by department and exported as CSV (the file's rows checked), and a contact's
// conversation with older messages loaded on scroll. Mirage runs in the page, with the history ending now.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import {
  clickInPopup,
  eventually,
  recordMockRequests,
  signIn,
  setupBrowser,
  workingDayZone,
  openFromMenu,
} from './support/session';
import { openInViewer, workingDay } from './support/liveChat';

const { open } = setupBrowser();

/** Where the organisation is put: about midday, so its agents are online and chats come in. */
const WORKING_DAY_ZONE = workingDayZone();

/** The shell's config with the live simulation ticking every second, in the organisation's working day. */
const fastSimulation = workingDay({ ticking: true });

const tableRows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Every live figure of the dashboard, as shown. */
async function liveFigures(page: Page): Promise<string> {
  const values = page.locator('[data-testid^="live-"][data-testid$="-value"]');
  return (await values.allInnerTexts()).join(' | ');
}

describe('dashboard', () => {
  test('live figures change while the simulation runs, with auto-refresh every 10 seconds', async () => {
    const page = await open(fastSimulation);
    await signIn(page, 'admin', { at: '/live-agent/dashboard?refresh=10' });
    await page.getByTestId('dashboard-figures').waitFor();
    await page.getByTestId('live-queued-value').waitFor();
    // The organisation is where config.json's mock.timeZone put it, and it is about midday there.
    expect(await page.getByTestId('time-zone').innerText()).toContain(WORKING_DAY_ZONE);
    const localHour = Number(
      new Intl.DateTimeFormat('en', { timeZone: WORKING_DAY_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(
        Date.now(),
      ),
    );
    expect(localHour).toBeGreaterThanOrEqual(12);
    expect(localHour).toBeLessThanOrEqual(14);
    const before = await liveFigures(page);
    const updatedBefore = await page.getByTestId('updated-at').innerText();
    expect(before.split(' | ').length).toBeGreaterThanOrEqual(9);

    await eventually(
      async () => expect(await page.getByTestId('updated-at').innerText()).not.toBe(updatedBefore),
      25000,
      500,
    );
    await eventually(async () => expect(await liveFigures(page)).not.toBe(before), 40000, 1000);
    // Nothing on the page is an error or a spinner after a refresh: it reloads silently.
    expect(await page.getByTestId('report-error').count()).toBe(0);
  });

  test("the filter bar's names are asked for once, as the first report's URL opens, and kept for the next", async () => {
    const page = await open();
    const asked = await recordMockRequests(page);
    await signIn(page);
    await page.getByTestId('dashboard-figures').waitFor();
    await openFromMenu(page, 'agentPerformance', '/live-agent/agent-performance');
    await page.getByTestId('menu-dashboard').click();
    await page.getByTestId('dashboard-figures').waitFor();
    // Asked once: the first route started them, the page took that answer over, and the next screens found them held.
    const made = await asked();
    for (const resource of ['departments', 'queues', 'agents'])
      expect([resource, made.filter((url) => url.endsWith(`/api/v1/${resource}/all`))]).toEqual([
        resource,
        [expect.any(String)],
      ]);
  });
});

describe('chat report', () => {
  test('filter by department, export the filtered rows as CSV, and the file holds exactly those rows', async () => {
    const page = await open();
    // Last month is closed: the live simulation cannot add rows between the count and the export.
    await signIn(page, 'admin', { at: '/live-agent/chat-report?range=lastMonth' });
    const count = page.getByTestId('chat-report-count');
    await eventually(async () => expect(await count.getAttribute('data-total')).toMatch(/^\d+$/), 15000);
    const everything = Number(await count.getAttribute('data-total'));

    await page.getByLabel('Department', { exact: true }).click();
    await clickInPopup(
      page,
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Billing' }).first(),
    );
    await eventually(async () => expect(new URL(page.url()).searchParams.get('departmentId')).toMatch(/^\d+$/));
    await eventually(
      async () => expect(Number(await count.getAttribute('data-total'))).toBeLessThan(everything),
      15000,
    );
    const total = Number(await count.getAttribute('data-total'));
    expect(total).toBeGreaterThan(20);
    await eventually(async () => expect(await tableRows(page).first().innerText()).toContain('Billing'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('chat-report-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^chat-report_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    // The file starts with a byte-order mark so spreadsheets read it as UTF-8.
    const [header, ...rows] = parseCsv(fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(total);
    const department = header.indexOf('Department');
    const id = header.indexOf('Conversation ID');
    expect(department).toBeGreaterThanOrEqual(0);
    expect(id).toBeGreaterThanOrEqual(0);
    expect(new Set(rows.map((row) => row[department]))).toEqual(new Set(['Billing']));
    expect(new Set(rows.map((row) => row[id])).size).toBe(total);
  });

  test("open a contact's conversation and load older messages by scrolling up", async () => {
    const page = await open();
    // The longest conversation of the year: the last 28 days' longest has had fewer than 40 messages at some hours.
    await signIn(page, 'admin', { at: '/live-agent/chat-report?range=lastYear&sort=-messageCount' });
    const row = tableRows(page).first();
    await row.waitFor();
    const conversationId = (await row.locator('td').first().innerText()).replace(/\D/g, '');
    // The contact's active or last closed conversation comes first; the viewer switches to the clicked one if older.
    const viewer = await openInViewer(page, row, conversationId);

    const thread = viewer.getByTestId('chat-thread');
    const messages = thread.locator('[data-message-id]');
    const ids = async () =>
      await messages.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-message-id'))));
    await eventually(async () => expect(await messages.count()).toBe(20));
    const newestPage = await ids();

    // Scrolled to the top: page 2 (the counter starts at 2) is prepended, the newest page stays below it.
    await thread.evaluate((node) => node.scrollTo({ top: 0 }));
    await eventually(async () => expect(await messages.count()).toBe(40), 15000);
    const twoPages = await ids();
    expect(twoPages.slice(20)).toEqual(newestPage);
    expect(twoPages).toEqual([...twoPages].sort((a, b) => a - b));
    expect(new Set(twoPages).size).toBe(40);
    expect(twoPages[19]).toBeLessThan(newestPage[0]);

    // On to the beginning.
    for (let i = 0; i < 20 && !(await viewer.getByTestId('chat-beginning').isVisible()); i += 1) {
      const before = await messages.count();
      await thread.evaluate((node) => node.scrollTo({ top: 0 }));
      await eventually(
        async () =>
          expect((await messages.count()) > before || (await viewer.getByTestId('chat-beginning').isVisible())).toBe(
            true,
          ),
        15000,
      );
    }
    await viewer.getByTestId('chat-beginning').waitFor();
    const all = await ids();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });
});
