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

test('motion follows the system setting: the Live badge pulses for full motion only', async () => {
  const pulses = async (motion: 'reduced' | 'full') => {
    const page = await open({ motion });
    await signIn(page);
    const dot = page.locator('.ant-badge-status-processing').first();
    await dot.waitFor();
    return dot.evaluate((element) =>
      element.getAnimations({ subtree: true }).some((running) => running.playState === 'running'),
    );
  };
  expect(await pulses('full')).toBe(true);
  expect(await pulses('reduced')).toBe(false);
});
