// The contract between the shell and a remote: a remote exposes `./routes`, a small module (no heavy
// imports) whose route objects carry the ability they need. Page code loads only when visited.
import type { RouteObject } from 'react-router-dom';

export interface RouteAbility {
  action: string;
  subject: string;
}

export type RemoteRoute = RouteObject & {
  handle?: { ability?: RouteAbility; titleKey?: string };
  children?: RemoteRoute[];
};

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}
