// Phones and tablets: the menu gives the content room, and no built screen scrolls sideways.
import { BUILT_SCREENS, overflowingElements, settled, unreadableCutText, visit } from './support/screens';
import { SHELL, clickInPopup, signIn, useBrowser } from './support/session';

const { open } = useBrowser();

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
    const boxes = await page.getByTestId('navbar').locator(':scope > *').evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).filter((box) => box.width > 0).map(({ left, right }) => ({ left, right })),
    );
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right - 1);
    await page.getByTestId('navbar-more').click();
    await clickInPopup(page, page.getByTestId('presenter-open'));
    await page.getByTestId('presenter-panel').waitFor();
  });
});

describe('on a tablet (768 px)', () => {
  test('the menu starts collapsed to its icons', async () => {
    const page = await open({ viewport: TABLET });
    await signIn(page);
    const sider = page.getByTestId('app-sider');
    expect((await sider.boundingBox())!.width).toBeLessThanOrEqual(80);
    await page.getByTestId('menu-toggle').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="app-sider"]')!.getBoundingClientRect().width > 200);
  });
});

describe.each([
  ['phone', PHONE],
  ['tablet', TABLET],
])('every built screen fits a %s', (_name, viewport) => {
  test('no page is wider than the viewport', async () => {
    const page = await open({ viewport });
    await signIn(page);
    const offenders: Record<string, string[]> = {};
    for (const path of BUILT_SCREENS) {
      await visit(page, path);
      const culprits = await overflowingElements(page);
      if (culprits.length) offenders[path] = culprits;
    }
    expect(offenders).toEqual({});
  }, 720_000);
});

describe.each([
  ['de', TABLET],
  ['pt', { width: 1440, height: 900 }],
])('long labels in %s', (language, viewport) => {
  test('text cut with an ellipsis shows in full on hover, on every built screen', async () => {
    const page = await open({ viewport });
    await signIn(page);
    // The session survives a reload; the app then starts in the chosen language.
    await page.evaluate((chosen) => localStorage.setItem('liveAgent.language', chosen), language);
    await page.reload();
    await page.getByTestId('navbar').waitFor();
    const offenders: Record<string, string[]> = {};
    for (const path of BUILT_SCREENS) {
      await visit(page, path);
      const cut = await unreadableCutText(page);
      if (cut.length) offenders[path] = cut;
    }
    expect(offenders).toEqual({});
  }, 720_000);
});
