// Every route of every remote (support/routes.ts) in the dark skin, right to left, in Portuguese: on a phone and on a
// tablet nothing scrolls sideways and text cut with an ellipsis shows in full on hover, and axe-core finds no critical
// or serious violation of its colour rules. What a skin changes is colour: the markup axe reads for names, labels,
// roles and landmarks is the same in both, and the light walk (every-route.e2e.test.ts) runs every rule. A file of its
// own so the two walks run side by side in the suite's two workers.
import { COLOUR_RULES, NO_MOTION } from './support/axe';
import { concrete, declaredRoutes } from './support/routes';
import { signIn, setupBrowser } from './support/session';
import { PHONE, TABLET, narrowProblems, openSignedOut, problemsOn, walkScreens, type WalkStep } from './support/walk';

const routes = declaredRoutes();
const { open } = setupBrowser();

const DARK_RTL = `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin: 'dark', isRTL: true }))});`;

async function darkChecks(page: import('playwright-core').Page, step: WalkStep): Promise<string[]> {
  const problems = step.firstAtPath
    ? await problemsOn(page, { wholePage: step.firstOfWalk, rules: COLOUR_RULES, language: 'pt' })
    : [];
  return [...problems, ...(await narrowProblems(page))];
}

test('every screen of every remote, signed in as the admin, dark and right to left, in Portuguese, on a phone and a tablet', async () => {
  const page = await open({ initScript: DARK_RTL, viewport: PHONE });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'pt'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  // Every remote's screens in one session, as a person goes from screen to screen: what one screen leaves in the page
  // (antd's hidden textarea that measures auto-sizing fields, as wide as the last one it measured) must not make a
  // later one scroll sideways.
  const paths = [...new Set(routes.map((route) => route.app))].flatMap((app) =>
    routes.filter((route) => route.app === app && !route.blank).flatMap(concrete),
  );
  await page.addStyleTag(NO_MOTION);
  const failures = await walkScreens(page, paths, [PHONE, TABLET], (step) => darkChecks(page, step));
  expect(failures).toEqual([]);
}, 1_500_000);

test('every sign-in page variant, signed out, dark and right to left, on a phone and a tablet', async () => {
  const page = await open({
    initScript: `${DARK_RTL} localStorage.setItem('liveAgent.language', 'pt');`,
    viewport: PHONE,
  });
  const variants = routes.filter((route) => route.blank).map((route) => route.path);
  const failures = await walkScreens(
    page,
    variants,
    [PHONE, TABLET],
    (step) => darkChecks(page, step),
    openSignedOut(page),
  );
  expect(failures).toEqual([]);
}, 240_000);
