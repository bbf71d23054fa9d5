// A signed-in page opened on a remote's screen (a reload, a bookmark, a link): that remote's entry and routes, then
// the code of the screen the URL opens, are fetched from the boot on, beside Mirage's start and the shell's first
// render, instead of once the layout has rendered and asked for them. docs/architecture.md, "How the page stays light".
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { remoteForPath, type RemoteName } from './remoteCatalog';
import { loadRemoteRoutesTracked } from './remoteLoader';

/** The code of the screen a route opens, when its element is a `lazyPage` (which has `preload`). */
function preloadScreen(routes: RemoteRoute[], pathname: string): Promise<unknown> | undefined {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const page = isValidElement(element) ? (element.type as { preload?: () => Promise<unknown> }) : undefined;
  return typeof page?.preload === 'function' ? page.preload() : undefined;
}

/**
 * Starts loading what `pathname` needs from its remote; resolves when done, never rejects (a failure is the visit's to
 * show). Nothing for a path the shell draws itself or a remote the presenter turned off.
 */
export async function preloadOpenedRemote(pathname: string, enabled: readonly RemoteName[]): Promise<void> {
  const name = remoteForPath(pathname);
  if (!name || !enabled.includes(name)) return;
  const result = await loadRemoteRoutesTracked(name);
  if (!result.ok) return;
  try {
    await preloadScreen(result.module.routes, pathname);
  } catch {
    // The visit loads the screen again and shows its failure.
  }
}
