// Every route of every remote, read from the remotes' own `src/routes.tsx`, as concrete URLs: what the walks
// (support/walk.ts) visit. A route added with a parameter needs a sample in SAMPLES, so a new screen cannot slip
// past them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOWCASE_PARAM_ROUTES } from '../../apps/pages/src/shared/showcase/catalog';

const APPS = join(__dirname, '..', '..', 'apps');

export interface DeclaredRoute {
  app: string;
  path: string;
  /** Sign-in page variants render without the app's frame and are walked signed out. */
  blank: boolean;
}

/**
 * The routes with a `handle` (screens, not redirects) that each remote declares. A handle may span lines; it ends at
 * the brace followed by the route's element.
 */
export function declaredRoutes(): DeclaredRoute[] {
  return readdirSync(APPS)
    .filter((app) => existsSync(join(APPS, app, 'src', 'routes.tsx')))
    .flatMap((app) => {
      const source = readFileSync(join(APPS, app, 'src', 'routes.tsx'), 'utf8');
      return [...source.matchAll(/\{\s*path:\s*'([^']+)',\s*handle:\s*(\{[\s\S]*?\}),\s*element/g)].map(
        ([, path, handle]) => ({ app, path, blank: /layout:\s*'blank'/.test(handle) }),
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
export function concrete(route: DeclaredRoute): readonly string[] {
  if (!route.path.includes(':')) return [route.path];
  const sample = SAMPLES[route.path];
  if (!sample) throw new Error(`${route.app} declares ${route.path}: add a real sample for it to SAMPLES`);
  return typeof sample === 'string' ? [sample] : sample;
}
