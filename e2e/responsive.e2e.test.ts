// Phones and tablets: the menu gives the content room, and no built screen scrolls sideways.
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
