// The dark skin's colours on every built screen, signed in: no critical and no serious axe violation of the colour
// rules. Every other rule, in the light skin, runs on every route in every-route.e2e.test.ts: what a skin changes is
// colour, the markup axe reads for names, labels, roles and landmarks is the same in both. Violations planted on a
// screen show the fast way axe runs here (support/axe.ts) still finds them.
import { COLOUR_RULES, NO_MOTION, seriousViolations } from './support/axe';
import { BUILT_SCREENS, visit } from './support/screens';
import { signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

test('every built screen has no critical or serious colour violation in the dark skin', async () => {
  const page = await open({
    initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin: 'dark' }))});`,
  });
  await signIn(page);
  await page.addStyleTag(NO_MOTION);
  const found: Record<string, unknown> = {};
  for (const path of BUILT_SCREENS) {
    await visit(page, path);
    const violations = await seriousViolations(page, { wholePage: path === BUILT_SCREENS[0], rules: COLOUR_RULES });
    if (violations.length) found[path] = violations;
  }
  expect(found).toEqual({});
}, 600_000);

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
