// A remote's screen asks for its data from its first render; on a menu click that render comes 100–200 ms after the
// click (the frame's transition, the screen's code). A route names those first queries (`handle.prefetch` of the
// routes module), and the shell dispatches them the moment the URL opens the screen, so the wait for the data starts
// with the click; the screen's hooks find them asked (docs/architecture.md, "First requests start with the
// navigation").
import { isValidElement } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import { defineAbilityFor, isUserLoggedIn, selectAuthUser, type AppAbility } from '@live-agent/auth';
import type { RemoteRoute, RouteOpenedAt } from '@live-agent/ui-kit';
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
 * The route `place` opens in `routes`, with its screen, where it is opened (params and search) and whether the
 * signed-in user may open it (asked at most once, and only when something would start).
 */
function opened(routes: RemoteRoute[], place: Place, state: () => Record<string, unknown>) {
  const matched = (matchRoutes(routes, place.pathname) ?? []) as { route: RemoteRoute; params: Params<string> }[];
  const match = matched.at(-1);
  if (!match) return null;
  let ability: AppAbility | undefined;
  const abilityNow = () => (ability ??= defineAbilityFor(selectAuthUser(state())));
  let allowed: boolean | undefined;
  return {
    route: match.route,
    at: {
      params: match.params,
      search: new URLSearchParams(place.search),
      can: (action: string, subject: string) => abilityNow().can(action as never, subject as never),
    },
    allowed: () => (allowed ??= mayOpen(matched, abilityNow())),
  };
}

/** Starts the route's `handle.preload` (the code its screen loads by its URL); a failure is left to the visit. */
function preloadCode(route: RemoteRoute, at: RouteOpenedAt) {
  void route.handle?.preload?.(at).catch(() => undefined);
}

/**
 * Dispatches the `prefetch` of the route `place` opens in `routes`, unless it draws the screen `shown` (a new folder or
 * an opened mail keeps the screen, whose effects ask for what changes) or the signed-in user may not open it (the
 * access check comes first, for every route). Its `preload` starts on every URL (another showcase component is the
 * same screen with other code). Returns the screen opened.
 */
export function startScreenLoads(
  routes: RemoteRoute[],
  place: Place,
  context: ScreenLoadContext,
  shown?: unknown,
): unknown {
  const found = opened(routes, place, context.state);
  if (!found) return undefined;
  const { route, at, allowed } = found;
  const screen = screenOf(route);
  const prefetch = route.handle?.prefetch;
  if (route.handle?.preload && allowed()) preloadCode(route, at);
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
    const found = result.ok ? opened(result.module.routes, { pathname, search: '' }, state) : null;
    if (found?.route.handle?.preload && found.allowed()) preloadCode(found.route, found.at);
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
