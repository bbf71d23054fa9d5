// Someone who asked their system for less motion gets none that only decorates. Violations planted on a screen show that the fast way axe runs in the walks (support/axe.ts, every-route*.e2e.test.ts)
// still finds them.
import { COLOUR_RULES, NO_MOTION, seriousViolations } from './support/axe';
import { visit } from './support/screens';
import { signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

test('the check finds what it looks for: a faint text, an unnamed image and a button without a name planted on a screen', async () => {
  const page = await open();
  await signIn(page);
  await page.addStyleTag(NO_MOTION);
  await visit(page, '/apps/email');
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.innerHTML =
      '<p style="color:#eee;background:#fff">faint words</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>';
    document.querySelector('[data-testid="remote-content"]')!.append(planted);
  });
  const rules = (await seriousViolations(page)).map((violation) => violation.rule).sort();
  expect(rules).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect((await seriousViolations(page, { rules: COLOUR_RULES })).map((violation) => violation.rule)).toEqual([
    'color-contrast',
  ]);
});

test('motion follows the system setting: the Live badge pulses for full motion only, and a list opens under its field either way', async () => {
  const seen = async (motion: 'reduced' | 'full') => {
    const page = await open({ motion });
    await signIn(page);
    const dot = page.locator('.ant-badge-status-processing').first();
    await dot.waitFor();
    const pulses = await dot.evaluate((element) =>
      element.getAnimations({ subtree: true }).some((running) => running.playState === 'running'),
    );
    // antd measures a popup as it opens: with its motion cut short by a stylesheet, the list was measured mid-motion
    // and placed thousands of pixels away.
    await visit(page, '/apps/invoice/list');
    const field = page.getByTestId('filter-status');
    await field.click();
    const list = page.locator('.ant-select-dropdown:visible');
    await list.waitFor();
    const [below, under] = [await field.boundingBox(), await list.boundingBox()];
    return {
      pulses,
      listUnderField: Math.abs(under!.x - below!.x) < 40 && Math.abs(under!.y - (below!.y + below!.height)) < 40,
    };
  };
  expect(await seen('full')).toEqual({ pulses: true, listUnderField: true });
  expect(await seen('reduced')).toEqual({ pulses: false, listUnderField: true });
});
