// Phones and tablets: the menu gives the content room, and no built screen scrolls sideways. Right to left, text
// written left to right keeps its order. At a desk (1440×900), no column header or form label is cut.
import type { Page } from 'playwright-core';
import { BUILT_SCREENS, overflowingElements, settled, unreadableCutText, visit } from './support/screens';
import { SHELL, clickInPopup, signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

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
});

// Two walks over every built screen, each in a language with long labels: nothing reaches past the viewport's right
// edge, and text cut with an ellipsis shows in full on hover (German at a phone's width, Portuguese at a tablet's: the
// narrower the screen, the more is cut).
describe.each([
  ['phone', PHONE, 'de'],
  ['tablet', TABLET, 'pt'],
])('every built screen on a %s', (_name, viewport, language) => {
  test(`fits the viewport and shows cut text in full on hover, in ${language}`, async () => {
    const page = await open({ viewport });
    await signIn(page);
    // The session survives a reload; the app then starts in the chosen language.
    await page.evaluate((chosen) => localStorage.setItem('liveAgent.language', chosen), language);
    await page.reload();
    await page.getByTestId('navbar').waitFor();
    const offenders: Record<string, { overflow?: string[]; cut?: string[] }> = {};
    for (const path of BUILT_SCREENS) {
      await visit(page, path);
      const overflow = await overflowingElements(page);
      const cut = await unreadableCutText(page);
      if (overflow.length || cut.length)
        offenders[path] = { ...(overflow.length ? { overflow } : {}), ...(cut.length ? { cut } : {}) };
    }
    expect(offenders).toEqual({});
  }, 720_000);
});

/**
 * For each element: whether its text reads left to right (the box of its first visible character lies left of its
 * last's) and its first character is inside the element's box (an ellipsis cuts the end, not the start). All the
 * seeded text is in left-to-right languages, so in a right-to-left layout this holds only where the text is isolated.
 */
async function misreadTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      // Only text that is drawn: a screen-reader-only part is clipped to a pixel somewhere else.
      const drawn = (node: Text) => (node.parentElement?.getBoundingClientRect().width ?? 0) > 1;
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent?.trim() && drawn(node as Text)) texts.push(node as Text);
      if (!texts.length) return [];
      const boxOf = (node: Text, at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      const first = boxOf(texts[0], texts[0].data.search(/\S/));
      const lastText = texts[texts.length - 1];
      const last = boxOf(lastText, lastText.data.trimEnd().length - 1);
      const box = element.getBoundingClientRect();
      const text = element.textContent!.trim().slice(0, 40);
      const problems: string[] = [];
      if (element.textContent!.trim().length > 1 && first.left >= last.right)
        problems.push(`"${text}" reads right to left`);
      if (first.left < box.left - 1 || first.right > box.right + 1) problems.push(`"${text}" is cut at its start`);
      return problems;
    }),
  );
}

describe('right to left', () => {
  test('left-to-right text keeps its order: mail senders, subjects and times, chat bubbles, names in a table', async () => {
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
    expect(found).toEqual({});
  }, 120_000);
});

/**
 * Header cells and form labels whose text is cut: wider than their box, or a column header that runs under a pinned
 * column while the table is scrolled to its start. A header cell is measured by what it holds, not by its scrollWidth:
 * a pinned column draws its shadow as a pseudo-element just outside its edge (antd's `-fix-start-shadow::after`),
 * which counts in the cell's scrollWidth although no text is cut.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const text = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
    for (const element of document.querySelectorAll<HTMLElement>(
      '[data-testid="remote-content"] :is(.ant-table-column-title, .ant-form-item-label > label)',
    )) {
      if (element.offsetParent && element.scrollWidth > element.clientWidth + 1)
        found.push(`"${text(element)}" is cut (${element.scrollWidth} > ${element.clientWidth})`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>('[data-testid="remote-content"] .ant-table-thead th')) {
      if (!cell.offsetParent) continue;
      const start = cell.getBoundingClientRect().left + cell.clientLeft;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Only text that is drawn: a screen-reader-only name is clipped to a pixel somewhere else.
        if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.left < start - 1 || box.right > start + cell.clientWidth + 1) {
          found.push(`"${text(cell)}" is cut (${Math.round(box.width)} wide in ${cell.clientWidth})`);
          break;
        }
      }
    }
    for (const row of document.querySelectorAll('[data-testid="remote-content"] .ant-table-thead tr')) {
      const cells = [...row.children] as HTMLElement[];
      const pinned = cells.filter(
        (cell) => getComputedStyle(cell).position === 'sticky' && cell.className.includes('end'),
      );
      if (!pinned.length) continue;
      const edge = Math.min(...pinned.map((cell) => cell.getBoundingClientRect().left));
      for (const cell of cells)
        if (
          !pinned.includes(cell) &&
          getComputedStyle(cell).position !== 'sticky' &&
          cell.getBoundingClientRect().right > edge + 1
        )
          found.push(`"${text(cell)}" runs under the pinned column`);
    }
    return found;
  });
}

describe.each(['en', 'pt'])('at a desk (1440×900), in %s', (language) => {
  test('no column header or form label is cut', async () => {
    const page = await open({ viewport: { width: 1440, height: 900 } });
    await signIn(page);
    await page.evaluate((chosen) => localStorage.setItem('liveAgent.language', chosen), language);
    await page.reload();
    await page.getByTestId('navbar').waitFor();
    const found: Record<string, string[]> = {};
    for (const path of BUILT_SCREENS) {
      await visit(page, path);
      const cut = await clippedText(page);
      if (cut.length) found[path] = cut;
    }
    expect(found).toEqual({});
  }, 600_000);
});
