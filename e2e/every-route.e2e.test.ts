// Every route of every remote, read from the remotes' own `src/routes.tsx`, visited in the running app:
// none may show "not built yet", Not Found, a failed remote or a crash, each names itself with one h1, and axe-core
// finds no critical or serious violation on it (in the light skin; the dark skin's colours in accessibility.e2e).
// The signed-in walk is in German: no accessible name on a screen (as Chromium computes it for screen readers) is an
// antd icon's internal name or one of antd's English strings.
// A route added with a parameter needs a sample below, so a new screen cannot slip past this walk.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL, signIn, setupBrowser } from './support/session';
import { visit } from './support/screens';
import { NO_MOTION } from './support/axe';
import { problemsOn } from './support/walk';
import { SHOWCASE_PARAM_ROUTES } from '../apps/pages/src/shared/showcase/catalog';

const APPS = join(__dirname, '..', 'apps');

interface DeclaredRoute {
  app: string;
  path: string;
  /** Sign-in page variants render without the app's frame and are walked signed out. */
  blank: boolean;
}

/**
 * The routes with a `handle` (screens, not redirects) that each remote declares. A handle may span lines; it ends at
 * the brace followed by the route's element.
 */
function declaredRoutes(): DeclaredRoute[] {
  return readdirSync(APPS)
    .filter((app) => existsSync(join(APPS, app, 'src', 'routes.tsx')))
    .flatMap((app) => {
      const source = readFileSync(join(APPS, app, 'src', 'routes.tsx'), 'utf8');
      return [...source.matchAll(/\{\s*path:\s*'([^']+)',\s*handle:\s*(\{[\s\S]*?\}),\s*element/g)].map(
        ([, path, handle]) => ({
          app,
          path,
          blank: /layout:\s*'blank'/.test(handle),
        }),
      );
    });
}

/** A real value for each parameterised route: a seeded mail, contact, product, invoice, user, post, article. */
const SAMPLES: Record<string, string | readonly string[]> = {
  '/apps/email/:folder': '/apps/email/sent',
  '/apps/email/label/:label': '/apps/email/label/company',
  '/apps/email/:folder/:id': '/apps/email/inbox/26',
  '/apps/email/label/:label/:id': '/apps/email/label/company/25',
  '/apps/chat/:contactId': '/apps/chat/12',
  '/apps/todo/:filter': '/apps/todo/important',
  '/apps/todo/tag/:tag': '/apps/todo/tag/team',
  '/apps/ecommerce/product-detail/:slug': '/apps/ecommerce/product-detail/atlas-14-ultrabook',
  '/apps/ecommerce/orders/:id': '/apps/ecommerce/orders/1',
  '/apps/invoice/preview/:id': '/apps/invoice/preview/4987',
  '/apps/invoice/edit/:id': '/apps/invoice/edit/4987',
  '/apps/user/view/:id': '/apps/user/view/1',
  '/apps/user/edit/:id': '/apps/user/edit/1',
  '/pages/knowledge-base/:category': '/pages/knowledge-base/billing',
  '/pages/knowledge-base/:category/:question': '/pages/knowledge-base/billing/annual-billing',
  '/pages/blog/detail/:id': '/pages/blog/detail/1',
  '/pages/blog/edit/:id': '/pages/blog/edit/1',
  // Every page of each showcase family.
  ...Object.fromEntries(
    Object.entries(SHOWCASE_PARAM_ROUTES).map(([route, names]) => [
      route,
      names.map((name) => route.replace(/:[a-z]+$/, name)),
    ]),
  ),
};

/** The URLs that open a route: itself, or the samples of its parameters. */
function concrete(route: DeclaredRoute): readonly string[] {
  if (!route.path.includes(':')) return [route.path];
  const sample = SAMPLES[route.path];
  if (!sample) throw new Error(`${route.app} declares ${route.path}: add a real sample for it to SAMPLES`);
  return typeof sample === 'string' ? [sample] : sample;
}

const routes = declaredRoutes();
const { open } = setupBrowser();

test('the remotes declare their screens (the walk below is not empty)', () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(new Set(routes.map((route) => route.app)).size).toBeGreaterThanOrEqual(6);
});

test('every screen of every remote is built: signed in as the admin, in German, each route shows its page', async () => {
  const page = await open();
  await signIn(page);
  // The session survives a reload; the app then starts in German.
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'de'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  await page.addStyleTag(NO_MOTION);
  const failures: string[] = [];
  const paths = routes.filter((candidate) => !candidate.blank).flatMap(concrete);
  for (const [index, path] of paths.entries()) {
    try {
      await visit(page, path);
      const problems = await problemsOn(page, index === 0, 'de');
      if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
    } catch (error) {
      failures.push(`${path}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  expect(failures).toEqual([]);
}, 900_000);

test('every sign-in page variant works signed out, without the app frame', async () => {
  const variants = routes.filter((route) => route.blank);
  expect(variants.map((route) => route.path).sort()).toEqual(
    ['login', 'register', 'forgot-password', 'reset-password']
      .flatMap((name) => [`/pages/${name}-v1`, `/pages/${name}-v2`])
      .sort(),
  );
  const page = await open();
  const failures: string[] = [];
  for (const route of variants) {
    await page.goto(`${SHELL}${route.path}`);
    await page.addStyleTag(NO_MOTION);
    try {
      await page.locator('form').first().waitFor({ timeout: 15000 });
      const problems = await problemsOn(page);
      if (await page.getByTestId('navbar').count()) problems.push('shows the app navbar');
      if (problems.length) failures.push(`${route.path}: ${problems.join(', ')}`);
    } catch (error) {
      failures.push(`${route.path}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  expect(failures).toEqual([]);
}, 120000);
