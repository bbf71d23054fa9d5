// Phones and tablets: the menu gives the content room and the navbar's controls stay apart. Right to left, text
// written left to right keeps its order. That no screen scrolls sideways or cuts text unreadably at any width is the
// walks' (every-route*.e2e.test.ts).
import type { Page } from 'playwright-core';
import { misreadTexts, settled, visit } from './support/screens';
import { SHELL, clickInPopup, signIn, setupBrowser } from './support/session';
import { PHONE, TABLET } from './support/walk';

const { open } = setupBrowser();

describe('on a phone (390 px)', () => {
  test('the menu is a drawer that starts closed, opens from the navbar and closes after a choice', async () => {
    const page = await open({ viewport: PHONE });
    await signIn(page);
    await settled(page);
    expect(await page.getByTestId('app-sider').count()).toBe(0);
    const drawer = page.getByTestId('app-menu-drawer');
    expect(await drawer.isVisible().catch(() => false)).toBe(false);
    // The content has the whole width, less the small page margins.
    const content = await page.locator('.app-content').boundingBox();
    expect(content!.width).toBeGreaterThan(370);

    await page.getByTestId('menu-toggle').click();
    await drawer.getByTestId('menu-agents').click();
    await page.waitForURL(`${SHELL}/live-agent/agents`);
    await drawer.waitFor({ state: 'hidden' });
  });

  test('the navbar keeps its controls apart: language, skin and presenter sit in one menu', async () => {
    const page = await open({ viewport: PHONE });
    await signIn(page);
    const boxes = await page
      .getByTestId('navbar')
      .locator(':scope > *')
      .evaluateAll((elements) =>
        elements
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map(({ left, right }) => ({ left, right })),
      );
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right - 1);
    await page.getByTestId('navbar-more').click();
    await clickInPopup(page, page.getByTestId('presenter-open'));
    await page.getByTestId('presenter-panel').waitFor();
  });

  test('the navbar cart opens inside the window', async () => {
    const page = await open({ viewport: PHONE });
    await signIn(page);
    await page.getByTestId('navbar-cart').click();
    const panel = page.locator('.ant-popover:not(.ant-popover-hidden)').filter({ has: page.locator('.navbar-cart') });
    await panel.waitFor();
    await settled(page);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('on a tablet (768 px)', () => {
  test('the menu starts collapsed to its icons', async () => {
    const page = await open({ viewport: TABLET });
    await signIn(page);
    const sider = page.getByTestId('app-sider');
    expect((await sider.boundingBox())!.width).toBeLessThanOrEqual(80);
    await page.getByTestId('menu-toggle').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="app-sider"]')!.getBoundingClientRect().width > 200,
    );
  });

  test("the navbar's controls keep their size whether the menu is open or not, and the bookmarks stay one click away", async () => {
    const page = await open({ viewport: TABLET });
    await signIn(page);
    await page.getByTestId('bookmarks-more').waitFor();
    expect(await navbarProblems(page)).toEqual([]);
    await page.getByTestId('bookmarks-more').click();
    await page.locator('.ant-dropdown:visible').getByTestId('bookmark-1').waitFor();
    await page.keyboard.press('Escape');

    // The menu open takes 180 px more from the navbar: it gives up a step more, to the phone's "more" menu.
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('navbar-more').waitFor();
    expect(await navbarProblems(page)).toEqual([]);
  });
});

/**
 * What is wrong with the navbar's controls as drawn: a pointer target under 24 px, one over another, or one outside
 * the navbar.
 */
async function navbarProblems(page: Page): Promise<string[]> {
  return page.getByTestId('navbar').evaluate((navbar) => {
    const box = navbar.getBoundingClientRect();
    const controls = [...navbar.querySelectorAll('a, button')]
      .map((control) => ({
        name: control.getAttribute('data-testid') ?? control.getAttribute('aria-label') ?? control.tagName,
        at: control.getBoundingClientRect(),
      }))
      .filter(({ at }) => at.width > 0)
      .sort((a, b) => a.at.left - b.at.left);
    const problems: string[] = [];
    controls.forEach(({ name, at }, index) => {
      if (at.width < 24 || at.height < 24) problems.push(`${name} is ${Math.round(at.width)}×${Math.round(at.height)}`);
      if (at.left < box.left - 1 || at.right > box.right + 1) problems.push(`${name} is outside the navbar`);
      const before = controls[index - 1];
      if (before && at.left < before.at.right - 1) problems.push(`${name} covers ${before.name}`);
    });
    return problems;
  });
}

describe('right to left', () => {
  test("left-to-right text keeps its order: people's and the server's text, the page's own strings, figures and composed lines, antd's page size, a placeholder from its beginning", async () => {
    const page = await open({
      initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ isRTL: true }))});`,
    });
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const found: Record<string, string[]> = {};
    const check = async (path: string, selector: string) => {
      await visit(page, path);
      await page.locator(selector).first().waitFor();
      const problems = await misreadTexts(page, selector);
      if (problems.length) found[path] = [...(found[path] ?? []), ...problems];
    };
    await check('/apps/email', '.email-row-sender, .email-row-text, .email-row-time');
    await check('/apps/chat/12', '[data-testid="chat-thread"] .la-chat-content, .chat-item-name, .chat-item-preview');
    await check('/apps/user/list', '.la-person-name');
    await check('/live-agent/admins', '.la-person-name, .ant-table-cell time');
    // The page's own: figures ("10 sec", not "sec 10") and sentences (the period at their end).
    await check('/live-agent/dashboard', '[data-testid="refresh-interval"] .ant-segmented-item-label');
    await check('/apps/invoice/add', 'h1 + .ant-typography');
    // antd's own composed label: the page size and its unit ("10 / page").
    await check('/live-agent/chat-report', '.ant-pagination-options .ant-select-content');
    // The server's and the user's text: a question keeps its "?" at its end, a template's excerpt is cut at its end.
    await check('/pages/faq', '.ant-collapse-title');
    await check('/live-agent/conversation-templates', '.ct-body-excerpt');
    await check('/pages/profile', '.pages-post .ant-card-body > .ant-typography');
    // A line the page composes of its own strings ("Read: Access control").
    await check('/access-control', '.ant-card .ant-typography-secondary');
    expect(found).toEqual({});

    // A placeholder longer than its box shows its beginning: it reads left to right, on the right while it fits;
    // what the user types has the field's own direction.
    await visit(page, '/apps/invoice/list');
    const search = page.getByRole('searchbox').first();
    const layoutOf = () =>
      search.evaluate((input) => {
        const style = getComputedStyle(input);
        return `${style.direction} ${style.textAlign}`;
      });
    expect(await layoutOf()).toBe('ltr right');
    await search.fill('Ana');
    expect(await layoutOf()).not.toMatch(/^ltr/);
  }, 120_000);
});
