// Routes that need a signed-in user, and what that user must be allowed to do (docs/architecture.md, Mock
// server and its kit). The token check itself lives in the auth domain (ctx.requireUser); this wrapper
// makes the order of answers the same for every protected route: 401 without a valid token, then 403 when
// the user's abilities do not cover the route, then whatever the handler says (404 / 422 / 2xx). Every
// route states what it needs, so the server enforces roles whatever the page shows or hides.
import { Response, type Request, type Server } from 'miragejs';
import type { AbilityRule } from '@live-agent/contracts';
import type { MockContext } from '../types';
import { COMMON_MESSAGES, pickLanguage } from './messages';
import { getHeader } from './request';
import { forbidden } from './responses';

export type Handler = (request: Request) => Response | object | Promise<object>;

/** One permission, in the client's CASL terms: `{ action: 'read', subject: 'Agent' }`. */
export type Permission = AbilityRule;

/**
 * What a route needs: one permission, any one of several (a lookup several screens read), or only a
 * signed-in user (SIGNED_IN).
 */
export type Requirement = Permission | readonly Permission[] | typeof SIGNED_IN;

/** The requirement of a route any signed-in user may call. */
export const SIGNED_IN = 'signed-in' as const;

/**
 * Whether the rules allow `action` on `subject`, with CASL's two wildcards (the client builds its
 * ability with CASL from the same list): the action `manage` covers every action, the subject `all`
 * every subject. The seeded rules use neither conditions nor inverted rules, so nothing else applies.
 */
export function can(rules: readonly AbilityRule[], action: string, subject: string): boolean {
  return rules.some(
    (rule) =>
      (rule.action === action || rule.action === 'manage') && (rule.subject === subject || rule.subject === 'all'),
  );
}

/** Whether the rules meet the requirement. */
export function allows(rules: readonly AbilityRule[], need: Requirement): boolean {
  if (need === SIGNED_IN) return true;
  const anyOf: readonly Permission[] = Array.isArray(need) ? need : [need as Permission];
  return anyOf.some((permission) => can(rules, permission.action, permission.subject));
}

/** Reading `subject` (GET) and managing it (create, update, delete, bulk, import, reorder). */
export const read = (subject: string): Permission => ({ action: 'read', subject });
export const manage = (subject: string): Permission => ({ action: 'manage', subject });

/**
 * Wraps a handler: 401 `{ message: 'Unauthenticated.' }` without a valid access token, 403
 * `{ message }` (localized by Accept-Language) when the user's abilities do not meet `need`.
 */
export function authed(ctx: MockContext, handler: Handler, need: Requirement) {
  // The route carries what it needs, so the contract test can hold it to what the API's document says.
  return Object.assign(guarded, { need });
  function guarded(_schema: unknown, request: Request) {
    const user = ctx.requireUser(request);
    if (user instanceof Response) return user;
    if (!allows(user.ability ?? [], need)) {
      return forbidden(COMMON_MESSAGES[pickLanguage(getHeader(request, 'Accept-Language'))].forbidden);
    }
    return handler(request);
  }
}

/** What all the routes of one `guardedRoutes` share beyond their need. */
export interface RouteOptions {
  /** Mirage's delay of every answer (the kit's default without it). */
  timing?: number;
  /** A wrapper of every handler, inside the guard (the conversations' routes wait for the history's build). */
  around?: (handler: Handler) => Handler;
}

/**
 * A domain's routes, each behind `authed`: `route.get(path, handler)` needs what the domain's routes mostly need,
 * `route.post(path, handler, need)` names its own.
 */
export function guardedRoutes(server: Server, ctx: MockContext, need: Requirement, options: RouteOptions = {}) {
  const { timing, around = (handler: Handler) => handler } = options;
  const on =
    (verb: 'get' | 'post' | 'put' | 'patch' | 'del') =>
    (path: string, handler: Handler, own: Requirement = need) => {
      const guarded = authed(ctx, around(handler), own);
      if (timing === undefined) server[verb](path, guarded);
      else server[verb](path, guarded, { timing });
    };
  return { get: on('get'), post: on('post'), put: on('put'), patch: on('patch'), del: on('del') };
}
