// INP on the lists: real clicks on column headers, filters and the pager (and the period of the Chat Report) on
// four list screens, timed by the page's own Event Timing entries, grouped by interactionId as INP groups them
// (one interaction = the longest of its pointerdown / pointerup / click / key events, input to next paint). Each
// screen's row is its slowest interaction, the median over runs.
import { EVENT_TIMING_OBSERVER, median, signIn, timeRow, WAITING } from './support.mjs';

const RUNS = 3;
const BUDGET_MS = 100;

/**
 * Goes to `target` as a link does (one signed-in page for every screen), and waits for its data. A navigation is a
 * transition: until the target's code and first render are ready, the frame keeps the previous screen on show, with
 * content and no loading state. So the wait starts once the previous screen's page element has left the DOM (every
 * screen here is another page component than the one before it); a first click before that would land on a screen
 * still loading.
 */
async function visit(page, target) {
  await page.evaluate((to) => {
    window.__benchLeaving = document.querySelector('[data-testid="remote-content"]')?.firstElementChild ?? null;
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
  await page.waitForFunction(
    (to) => window.location.pathname + window.location.search === to && !window.__benchLeaving?.isConnected,
    target,
  );
  await settled(page);
}

/** The screen shows its data: content, and no skeleton, spinner or busy region left. */
async function settled(page) {
  await page.waitForTimeout(50); // the request an action started has had its frame to show its loading state
  await page.waitForFunction(
    (waiting) => {
      const area = document.querySelector('[data-testid="remote-content"]');
      return Boolean(area && area.textContent.trim() && !document.querySelector(waiting));
    },
    WAITING,
    { timeout: 20_000 },
  );
}

/** Opens an antd Select (a click on it) and picks its `index`th option (a click on it): two interactions. */
async function choose(page, select, index) {
  await select.click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .nth(index);
  await option.waitFor();
  await option.click();
}

async function pickTitled(page, select, title) {
  await select.click();
  const option = page.locator(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`,
  );
  await option.waitFor();
  await option.click();
}

const sortHeader = (page, index) =>
  page.locator('[data-testid="remote-content"] th.ant-table-column-has-sorters').nth(index);
const pager = (page) => page.locator('[data-testid="remote-content"] .ant-pagination').first();

/** The same few actions on every table: sort by three columns (one of them twice), page on, filter. */
const tableActions = (filterTestId) => [
  ['sort column 1', (page) => sortHeader(page, 0).click()],
  ['sort column 1 again', (page) => sortHeader(page, 0).click()],
  ['sort column 2', (page) => sortHeader(page, 1).click()],
  ['sort column 3', (page) => sortHeader(page, 2).click()],
  ['next page', (page) => pager(page).locator('.ant-pagination-next').click()],
  ['page 3', (page) => pager(page).locator('.ant-pagination-item-3').click()],
  [
    'previous page (keyboard)',
    async (page) => {
      await pager(page).locator('.ant-pagination-prev button, .ant-pagination-prev').first().focus();
      await page.keyboard.press('Enter');
    },
  ],
  ['filter', (page) => choose(page, page.getByTestId(filterTestId), 1)],
];

const SCREENS = [
  {
    name: 'Chat Report, last year (live-agent)',
    path: '/live-agent/chat-report',
    actions: [
      ['period: last year', (page) => pickTitled(page, page.getByTestId('date-preset'), 'Last year')],
      ...tableActions('filter-channel'),
    ],
  },
  { name: 'agents list (live-agent)', path: '/live-agent/agents', actions: tableActions('filter-status') },
  { name: 'invoice list (commerce-invoice)', path: '/apps/invoice/list', actions: tableActions('filter-status') },
  {
    name: 'shop (commerce-invoice)',
    path: '/apps/ecommerce/shop',
    actions: [
      ['sort: price low to high', (page) => choose(page, page.getByTestId('shop-sort'), 1)],
      ['sort: next choice', (page) => choose(page, page.getByTestId('shop-sort'), 2)],
      ['next page', (page) => page.getByTestId('shop-pagination').locator('.ant-pagination-next').click()],
      ['page 3', (page) => page.getByTestId('shop-pagination').locator('.ant-pagination-item-3').click()],
      ['filter: a category', (page) => page.locator('.shop-layout [data-testid^="category-"]').first().click()],
      ['filter: another category', (page) => page.locator('.shop-layout [data-testid^="category-"]').nth(1).click()],
      ['list view', (page) => page.locator('.shop-toolbar .ant-segmented-item').nth(1).click()],
      ['search (typing)', (page) => page.getByTestId('shop-search').pressSequentially('pro', { delay: 60 })],
    ],
  },
];

/** The slowest interaction recorded since the last call, and clears the record. */
async function slowestSinceLast(page) {
  await page.waitForTimeout(150); // Event Timing entries are reported after the next paint
  return page.evaluate(() => {
    let slowest = { duration: 0, name: '' };
    for (const entry of window.__interactions.values()) if (entry.duration > slowest.duration) slowest = entry;
    window.__interactions.clear();
    return { duration: Math.round(slowest.duration), name: slowest.name };
  });
}

export async function measure({ browser, shellUrl }) {
  const slowest = Object.fromEntries(SCREENS.map((screen) => [screen.name, []]));
  const perAction = {};
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(EVENT_TIMING_OBSERVER);
    const page = await context.newPage();
    try {
      await signIn(page, shellUrl);
      for (const screen of SCREENS) {
        await visit(page, screen.path);
        await slowestSinceLast(page); // what the way here cost is not this screen's
        let worst = 0;
        for (const [what, act] of screen.actions) {
          await act(page);
          await settled(page);
          const { duration } = await slowestSinceLast(page);
          worst = Math.max(worst, duration);
          (perAction[`${screen.name}: ${what}`] ??= []).push(duration);
        }
        slowest[screen.name].push(worst);
      }
    } finally {
      await context.close();
    }
  }
  const medians = Object.fromEntries(Object.entries(slowest).map(([name, values]) => [name, median(values)]));
  return {
    results: { inpMs: medians, inpRuns: slowest, inpPerActionMs: perAction },
    rows: Object.entries(medians).map(([name, ms]) =>
      timeRow(`slowest interaction (INP) sorting, filtering, paging: ${name} (median of ${RUNS})`, ms, BUDGET_MS),
    ),
    tables: [
      {
        title: 'Interactions on the lists (Event Timing, ms, each run)',
        columns: ['screen: action', 'ms'],
        rows: Object.entries(perAction).map(([what, values]) => [what, values.join(' / ')]),
      },
    ],
  };
}
