// A remote's page, loaded when first rendered (React.lazy) or earlier through `preload()`: what a routes module's
// own `preload` calls for the screens a menu click opens, so the click finds their code already there
// (docs/architecture.md, "How the page stays light").
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadablePage<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * `load` imports the page module; `ready`, when given, runs beside it and the page waits for both (a remote's
 * feature strings of the page's language). A failed load is forgotten, so the next visit tries again.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ready?: () => Promise<unknown>,
): PreloadablePage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= Promise.all([ready?.(), load()]).then(
      ([, module]) => module,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(start), { preload: start });
}
