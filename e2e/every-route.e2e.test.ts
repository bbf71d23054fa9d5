// Every route of every remote (support/routes.ts), in the light skin, in German (long labels): at a desk and on a
// phone. None may show "not built yet", Not Found, a failed remote or a crash; each names itself with one h1; axe-core
// finds no critical or serious violation; no accessible name (as Chromium computes it for screen readers) is an antd
// icon's internal name or one of antd's English strings; at the desk no column header or form label is cut; on the
// phone nothing scrolls sideways and text cut with an ellipsis shows in full on hover. The dark skin, right to left,
// on a phone and a tablet: every-route-dark-rtl.e2e.test.ts.
import { NO_MOTION } from './support/axe';
import { concrete, declaredRoutes } from './support/routes';
import { clippedText } from './support/screens';
import { signIn, setupBrowser } from './support/session';
import { DESK, PHONE, narrowProblems, openSignedOut, problemsOn, walkScreens, type WalkStep } from './support/walk';

const routes = declaredRoutes();
const { open } = setupBrowser();

/** The showcase's advanced table scrolls sideways at any width by design: its pinned columns are what it shows. */
const SCROLLS_BY_DESIGN = ['/tables/advanced'];

/** Every check of this walk at the width of `step`: axe and the names at the desk, the narrow checks on the phone. */
async function lightChecks(page: import('playwright-core').Page, step: WalkStep): Promise<string[]> {
  if (step.viewport !== DESK) return narrowProblems(page);
  const problems = await problemsOn(page, { wholePage: step.firstOfWalk, language: 'de' });
  if (!SCROLLS_BY_DESIGN.includes(step.path)) problems.push(...(await clippedText(page)));
  return problems;
}

test('the remotes declare their screens (the walk below is not empty)', () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(new Set(routes.map((route) => route.app)).size).toBeGreaterThanOrEqual(6);
});

test('every screen of every remote, signed in as the admin, in German, at a desk and on a phone', async () => {
  const page = await open();
  await signIn(page);
  // The session survives a reload; the app then starts in German.
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'de'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  await page.addStyleTag(NO_MOTION);
  const paths = routes.filter((route) => !route.blank).flatMap(concrete);
  expect(await walkScreens(page, paths, [DESK, PHONE], (step) => lightChecks(page, step))).toEqual([]);
}, 1_500_000);

test('every sign-in page variant works signed out, without the app frame, at a desk and on a phone', async () => {
  const variants = routes.filter((route) => route.blank).map((route) => route.path);
  expect([...variants].sort()).toEqual(
    ['login', 'register', 'forgot-password', 'reset-password']
      .flatMap((name) => [`/pages/${name}-v1`, `/pages/${name}-v2`])
      .sort(),
  );
  // In German too: the language chosen before signing in is the shell's, not the session's.
  const page = await open({ initScript: `localStorage.setItem('liveAgent.language', 'de');` });
  const failures = await walkScreens(
    page,
    variants,
    [DESK, PHONE],
    async (step) => {
      const problems = await lightChecks(page, step);
      if (await page.getByTestId('navbar').count()) problems.push('shows the app navbar');
      return problems;
    },
    openSignedOut(page),
  );
  expect(failures).toEqual([]);
}, 240_000);
