// The API as a list of endpoints, one module per domain, each naming its schemas (../schemas): what the OpenAPI
// document is generated from (openapi.ts, `npm run openapi`) and what the mock server's contract test holds every
// registered route and every answer to (docs/architecture.md, Contracts). Only the document generator and tests
// import these modules: no screen ships them.
import type { AbilityRule } from '../auth';
import type { RuleSchema } from '../rules/schema';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user, or a user allowed one of these (CASL terms). */
export type Access = 'public' | 'signed-in' | readonly AbilityRule[];

export interface Endpoint {
  method: Method;
  /**
   * The path as the mock server registers it (`:id` parameters): the demo API's from the site's root
   * ('/apps/ecommerce/products/:id'), the product API's from its base ('/departments/:id' under '/api/v1').
   */
  path: string;
  api: 'demo' | 'product';
  summary: string;
  access: Access;
  query?: RuleSchema;
  /**
   * The server answers a malformed query with a 422 naming the parameter: a value with no safe default (a report's
   * filter, which dropped would give wrong figures; a required choice). Without it a query never brings a 422: a
   * list's paging, sort and filters fall back to their defaults or match nothing (the mock kit's listing).
   */
  refusesQuery?: true;
  body?: RuleSchema;
  /** The answers by status: a body's schema, or null for none (204). Errors common to all (401, 403, 404, 422) are added by the document from `access`, `body`, `refusesQuery` and `notFound`. */
  responses: Partial<Record<200 | 201 | 202 | 204, RuleSchema | null>>;
  /** The answer can be 404 (an unknown id in the path, say). */
  notFound?: boolean;
  /**
   * Error answers in the endpoint's own shapes, by status (the theme's JWT endpoints answer `{ error }`): each
   * replaces the common answer of its status. An endpoint with them says how it refuses a body or a query: the
   * common 422 is not added.
   */
  errors?: Partial<Record<ErrorStatus, ErrorAnswer>>;
  /** A cookie the request may carry (the refresh token's): the document's cookie parameter. */
  cookie?: { name: string; description: string };
  /** What the `Set-Cookie` header of an answer does, by status. */
  setsCookie?: Partial<Record<number, string>>;
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422;

/** Whether the endpoint can answer the common 422: a body it checks, or a query it refuses, and no errors of its own. */
export const answersValidationError = (endpoint: Endpoint): boolean =>
  (endpoint.body !== undefined || endpoint.refusesQuery === true) && !endpoint.errors;

/** An error answer of an endpoint's own: when it comes, and its body. */
export interface ErrorAnswer {
  description: string;
  schema: RuleSchema;
}

export const read = (subject: string): AbilityRule => ({
  action: 'read',
  subject,
});
export const manage = (subject: string): AbilityRule => ({
  action: 'manage',
  subject,
});

/** What an entry of a domain's list says beyond its method, path and summary; its access when not the list's. */
export type EndpointDetails = Omit<Endpoint, 'method' | 'path' | 'api' | 'summary' | 'access'> & { access?: Access };

/**
 * The builders of a domain's endpoints on one API, most of them open to the same callers: `get(path, summary, details)`
 * and the other methods, so an entry says only what is its own.
 */
export function endpointsOn(api: Endpoint['api'], access: Access) {
  const of =
    (method: Method) =>
    (path: string, summary: string, details: EndpointDetails): Endpoint => ({
      method,
      path,
      api,
      summary,
      access,
      ...details,
    });
  return {
    get: of('GET'),
    post: of('POST'),
    put: of('PUT'),
    patch: of('PATCH'),
    del: of('DELETE'),
  };
}
