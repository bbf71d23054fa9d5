// The dark skin's colours on every built screen, signed in: no critical and no serious axe violation of the colour
// rules. Every other rule, in the light skin, runs on every route in every-route.e2e.test.ts: what a skin changes is
// colour, the markup axe reads for names, labels, roles and landmarks is the same in both.
import { COLOUR_RULES, NO_MOTION, seriousViolations } from './support/axe';
import { BUILT_SCREENS, visit } from './support/screens';
import { signIn, useBrowser } from './support/session';

const { open } = useBrowser();

test('every built screen has no critical or serious colour violation in the dark skin', async () => {
  const page = await open({ initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin: 'dark' }))});` });
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
