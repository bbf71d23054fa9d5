// The contract between the shell and a remote: a remote exposes `./routes`, a small module (no heavy
// imports) whose route objects carry the ability they need. Page code loads only when visited.
import type { Params, RouteObject } from 'react-router-dom';
import type { EarlyContext } from '@live-agent/auth';

export interface RouteAbility {
  action: string;
  subject: string;
}

/** Where a route's screen is opened: its path's parameters and the URL's search. */
export interface RouteOpenedAt {
  params: Params<string>;
  search: URLSearchParams;
}

/** What a route's `startEarly` reads with: the early reader, and the store's state as the URL opens (so a GET for what the state already holds or is loading is not sent again). */
export interface RouteEarlyContext extends EarlyContext {
  state: () => Record<string, unknown>;
  /** Dispatches a route's `prefetch` actions into the page's store, its API slice taken in first. */
  prefetch?: (actions: readonly unknown[]) => void;
}

/** A route's `startEarly`: sends its screen's first GETs with `context.api` (reads only). */
export type StartEarly = (context: RouteEarlyContext, at: RouteOpenedAt) => unknown;

export type RemoteRoute = RouteObject & {
  handle?: {
    ability?: RouteAbility;
    titleKey?: string;
    /**
     * `layout: 'blank'`: the shell draws the route without its signed-in layout (no menu, no navbar) and opens it
     * signed out; the path must also be in the shell's BLANK_LAYOUT_PATHS (federation/remoteCatalog.ts).
     */
    layout?: 'blank';
    /**
     * Sends the GETs the route's screen asks for first, through the early context's reader. The shell calls it the
     * moment the URL opens the screen, before the screen's code has rendered; the screen's own identical GETs take
     * the answers over (docs/architecture.md, "First requests start with the navigation"). Whatever it returns or
     * throws is ignored.
     */
    startEarly?: StartEarly;
    /**
     * The screen's first queries, as prefetch actions of the one API slice (`myApi.util.prefetch('endpoint', arg,
     * {})`, the argument the screen's hook will use): the shell dispatches them the moment the URL opens the screen,
     * and the screen's hooks find them asked (docs/architecture.md, "Server data").
     */
    prefetch?: (at: RouteOpenedAt) => readonly unknown[];
  };
  children?: RemoteRoute[];
};

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
  /**
   * Fetches the code of the screens the remote's menu items open (`lazyPage(...).preload()`). The shell calls it
   * after the routes, on the user's first sign of intent, so a menu click waits only for the screen's data.
   */
  preload?: () => Promise<unknown>;
}
