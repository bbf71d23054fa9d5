// The checks every remote's routes module must pass, shared so each remote's suite runs them with one
// call: every screen route names its ability and has a title in all four languages, every language
// has exactly the English keys, the module's `preload` fetches the page its menu item opens, and (unless a remote
// opts out) the first screen renders in the chosen language.
import { isValidElement, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { matchRoutes, MemoryRouter, useRoutes } from 'react-router-dom';
import i18n from 'i18next';
import type { RemoteRoute } from '../remote/contract';
import type { PreloadablePage } from '../remote/lazyPage';
import { initTestI18n } from './i18n';

const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

export function describeRemoteContract({
  namespace,
  routes,
  resources,
  rendersFirstScreen = true,
  preload,
}: {
  namespace: string;
  routes: RemoteRoute[];
  resources: Record<(typeof LANGUAGES)[number], object>;
  /** Scaffold remotes check their first screen's title here; built remotes test their pages themselves. */
  rendersFirstScreen?: boolean;
  /** The routes module's `preload` and the path of the screen it fetches (the one the remote's menu item opens). */
  preload?: { run: () => Promise<unknown>; path: string };
}) {
  describe(`${namespace} routes`, () => {
    beforeAll(async () => {
      await initTestI18n('en', { namespace, resources });
    });

    it('gives every screen route the ability it needs and a title in every language', () => {
      const screens = routes.filter((route) => route.handle);
      expect(screens.length).toBeGreaterThan(0);
      for (const route of screens) {
        expect(route.handle?.ability).toEqual({ action: expect.any(String), subject: expect.any(String) });
        for (const lng of LANGUAGES) expect(i18n.exists(`${namespace}:${route.handle!.titleKey}`, { lng })).toBe(true);
      }
    });

    it.each(['de', 'fr', 'pt'] as const)('has exactly the English keys in %s', (lng) => {
      expect(keys(resources[lng]).sort()).toEqual(keys(resources.en).sort());
    });

    if (preload) {
      it(`preloads the code of ${preload.path}, the page its visit then renders`, async () => {
        const matches = matchRoutes(routes, preload.path);
        const page = matches?.at(-1)?.route.element;
        const component = isValidElement(page) ? (page.type as Partial<PreloadablePage<object>>) : undefined;
        expect(typeof component?.preload).toBe('function');
        const fetching = preload.run();
        // The same load as the visit's: a click after the preload fetches nothing again.
        expect(fetching).toBe(component!.preload!());
        await expect(fetching).resolves.toHaveProperty('default');
      }, 30000);
    }

    if (!rendersFirstScreen) return;

    it('renders its first screen when visited, in the chosen language', async () => {
      const first = routes.find((route) => route.handle)!;
      function Tree() {
        return useRoutes(routes);
      }
      await i18n.changeLanguage('de');
      // Lazy pages resume from React's act queue: render inside an awaited act.
      await act(async () => {
        render(
          <MemoryRouter initialEntries={[first.path!.replace(/:(\w+)/g, 'sample')]}>
            <Suspense fallback="loading">
              <Tree />
            </Suspense>
          </MemoryRouter>,
        );
      });
      const title = i18n.t(`${namespace}:${first.handle!.titleKey}`, { lng: 'de' });
      expect(await screen.findByText(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
      await i18n.changeLanguage('en');
    });
  });
}
