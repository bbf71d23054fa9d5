// Routes that need a signed-in user. The token check itself lives in the auth domain (ctx.requireUser);
// this wrapper makes "401 first, then 404 / 422" the same for every protected route.
import { Response, type Request } from 'miragejs';
import type { MockContext } from '../types';

export type Handler = (request: Request) => Response | object | Promise<object>;

/** Wraps a handler so it answers 401 `{ message: 'Unauthenticated.' }` without a valid access token. */
export function authed(ctx: MockContext, handler: Handler) {
  return (_schema: unknown, request: Request) => {
    const user = ctx.requireUser(request);
    if (user instanceof Response) return user;
    return handler(request);
  };
}
