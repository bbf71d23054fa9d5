// The contract between the shell and a remote: a remote exposes `./routes`, a small module (no heavy
// imports) whose route objects carry the ability they need. Page code loads only when visited.
import type { Params, RouteObject } from 'react-router-dom';

export interface RouteAbility {
  action: string;
  subject: string;
}

/** Where a route's screen is opened: its path's parameters and the URL's search. */
export interface RouteOpenedAt {
  params: Params<string>;
  search: URLSearchParams;
  /**
   * Whether the signed-in user may do `action` on `subject` (the shell's abilities): a prefetch asks for what only some
   * may read (the dashboard's SLA alerts) only for them, never a request the server would refuse. Absent: ask nothing
   * that needs more than the route's own ability.
   */
  can?: (action: string, subject: string) => boolean;
}

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
     * The screen's first queries, as prefetch actions of the one API slice (`myApi.util.prefetch('endpoint', arg,
     * {})`, the argument the screen's hook will use): the shell dispatches them the moment the URL opens the screen,
     * and the screen's hooks find them asked (docs/architecture.md, "Server data").
     */
    prefetch?: (at: RouteOpenedAt) => readonly unknown[];
    /**
     * Fetches what the screen draws at this URL beyond its page's code (`lazyPage`): a part a page loads by its
     * parameter (a showcase component's examples), which it would otherwise fetch only once the page has rendered, or
     * the screen's strings (a part of the remote's namespace, registerNamespaceLoaders). The shell calls it as the URL
     * opens and when the pointer rests on the menu item that opens it.
     */
    preload?: (at: RouteOpenedAt) => Promise<unknown>;
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
