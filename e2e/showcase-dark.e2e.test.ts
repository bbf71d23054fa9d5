// The theme's showcase in the dark skin: no critical or serious axe violation of the colour rules on any of its pages
// (the light skin's full axe run, the h1 and the German names are the every-route walk's, which visits them too). A
// file of its own so the walk runs beside the others in the second worker.
import { SHOWCASE_PATHS } from '../apps/pages/src/shared/showcase/catalog';
import { COLOUR_RULES, NO_MOTION, seriousViolations } from './support/axe';
import { visit } from './support/screens';
import { signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

test('every showcase page has no critical or serious colour violation in the dark skin', async () => {
  expect(SHOWCASE_PATHS.length).toBeGreaterThan(60);
  const page = await open({
    initScript: `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin: 'dark' }))});`,
  });
  await signIn(page);
  await page.addStyleTag(NO_MOTION);
  const found: Record<string, unknown> = {};
  for (const path of SHOWCASE_PATHS) {
    try {
      await visit(page, path);
      const violations = await seriousViolations(page, { rules: COLOUR_RULES });
      if (violations.length) found[path] = violations;
    } catch (error) {
      found[path] = (error as Error).message.split('\n')[0];
    }
  }
  expect(found).toEqual({});
}, 600_000);
