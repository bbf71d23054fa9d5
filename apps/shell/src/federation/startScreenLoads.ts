// A remote's screen asks for its data from its first render; on a menu click that render comes 100–200 ms after the
// click (the frame's transition, the screen's code). A route names those first queries (`handle.prefetch` of the
// routes module), and the shell dispatches them the moment the URL opens the screen, so the wait for the data starts
// with the click; the screen's hooks find them asked (docs/architecture.md, "First requests start with the
// navigation").
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { defineAbilityFor, isUserLoggedIn, selectAuthUser, type AppAbility } from '@live-agent/auth';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { remoteForPath, type RemoteName } from './remoteCatalog';
import { loadRemoteRoutesTracked } from './remoteLoader';

/** What the shell gives: the store's state as the URL opens, and how a route's prefetch actions reach the store. */
export interface ScreenLoadContext {
  state: () => Record<string, unknown>;
  /** Dispatches a route's prefetch actions into the page's store, its API slice taken in first. */
  prefetch: (actions: readonly unknown[]) => void;
}

interface Place {
  pathname: string;
  search: string;
}

/** What this needs of the data router (createBrowserRouter). */
interface FollowedRouter {
  state: { location: Place };
  subscribe(listener: (state: { location: Place }) => void): () => void;
}

/** What a route draws: its element's component, so two URLs of one screen (a folder, a tab) count as one. */
function screenOf(route: RemoteRoute): unknown {
  return isValidElement(route.element) ? route.element.type : route;
}

/**
 * Whether the signed-in user passes the guard of every route the URL goes through (RemoteArea wraps each in
 * RequireAbility with its `handle.ability`): a screen they may not open is never asked for, where each GET would only
 * be refused (403) while the guard sends them away.
 */
function mayOpen(matched: { route: RemoteRoute }[], ability: AppAbility): boolean {
  return matched.every(({ route }) => {
    const need = route.handle?.ability;
    return !need || ability.can(need.action, need.subject);
  });
}

/**
 * Dispatches the `prefetch` of the route `place` opens in `routes`, unless it draws the screen `shown` (a new folder or
 * an opened mail keeps the screen, whose effects ask for what changes) or the signed-in user may not open it (the
 * access check comes first, for every route). Returns the screen opened.
 */
export function startScreenLoads(
  routes: RemoteRoute[],
  place: Place,
  context: ScreenLoadContext,
  shown?: unknown,
): unknown {
  const matched = matchRoutes(routes, place.pathname) ?? [];
  const match = matched.at(-1);
  if (!match) return undefined;
  const route = match.route as RemoteRoute;
  const screen = screenOf(route);
  const prefetch = route.handle?.prefetch;
  const allowed = () => mayOpen(matched as { route: RemoteRoute }[], defineAbilityFor(selectAuthUser(context.state())));
  const at = { params: match.params, search: new URLSearchParams(place.search) };
  // The screen's code by its parameters, on every URL (another showcase component is the same screen).
  if (route.handle?.preload && allowed()) void route.handle.preload(at).catch(() => undefined);
  if (prefetch && screen !== shown && allowed()) {
    try {
      context.prefetch(prefetch(at));
    } catch {
      // The screen's own request reports what went wrong.
    }
  }
  return screen;
}

/**
 * Fetches the code of the screen at `pathname` (its route's `handle.preload`) ahead of a click on a link to it: the
 * menu calls it when the pointer rests on an item. Only for a signed-in user who may open it; anything that fails
 * is left to the click, which shows it.
 */
export function preloadScreenCode(pathname: string, state: () => Record<string, unknown>): void {
  const name = remoteForPath(pathname);
  if (!name || !isUserLoggedIn()) return;
  void loadRemoteRoutesTracked(name).then((result) => {
    if (!result.ok) return;
    const matched = (matchRoutes(result.module.routes, pathname) ?? []) as {
      route: RemoteRoute;
      params: Record<string, string | undefined>;
    }[];
    const match = matched.at(-1);
    const preload = match?.route.handle?.preload;
    if (!match || !preload || !mayOpen(matched, defineAbilityFor(selectAuthUser(state())))) return;
    void preload({ params: match.params, search: new URLSearchParams() }).catch(() => undefined);
  });
}

/**
 * Follows `router`: each URL that opens another remote screen asks that screen's first queries (the current URL
 * included), signed in only. Only remotes `enabled()` names; a remote whose routes are not loaded yet starts once
 * they are, if its URL is still the page's (the load is tracked, as every load of a remote is, so the presenter
 * panel shows it). Returns the unsubscribe.
 */
export function startScreenLoadsOnNavigation(
  router: FollowedRouter,
  context: ScreenLoadContext,
  enabled: () => readonly RemoteName[],
): () => void {
  let shown: unknown;
  let current: Place | null = null;
  const follow = (place: Place) => {
    if (current && current.pathname === place.pathname && current.search === place.search) return;
    current = place;
    const name = remoteForPath(place.pathname);
    if (!name || !enabled().includes(name) || !isUserLoggedIn()) {
      shown = undefined;
      return;
    }
    void loadRemoteRoutesTracked(name).then((result) => {
      if (result.ok && current === place) shown = startScreenLoads(result.module.routes, place, context, shown);
    });
  };
  follow(router.state.location);
  return router.subscribe((state) => follow(state.location));
}
