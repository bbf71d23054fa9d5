// The answers every domain gives, so status codes and error bodies stay the same across domains:
// the client's error catalogue (libs/auth describeApiError) reads them (docs/architecture.md,
// Mock server and its kit; bodies in docs/demo-api.md).
import type { FieldErrors, NotFoundBody, UnauthenticatedBody, ValidationErrorBody } from '@live-agent/contracts';
import { Response } from 'miragejs';

// Mirage answers a POST with 201 by default; endpoints that must answer 200 say so explicitly.
// `ok<LoginResponse>(...)` makes the compiler hold the body to its contract (libs/contracts).
export const ok = <T extends object>(body: T): Response => new Response(200, {}, body);
export const created = <T extends object>(body: T): Response => new Response(201, {}, body);
export const noContent = (): Response => new Response(204);
/** An unknown id (or a record the route cannot find) answers 404, never an empty 200. */
export const notFound = (): Response => new Response(404, {}, { message: 'Not Found' } satisfies NotFoundBody);
export const unauthenticated = (): Response =>
  new Response(401, {}, { message: 'Unauthenticated.' } satisfies UnauthenticatedBody);
/** A validation failure: 422 `{ message, errors: { field: [msg] } }`. */
export const validationError = (errors: FieldErrors, message = 'The given data was invalid.'): Response =>
  new Response(422, {}, { message, errors } satisfies ValidationErrorBody);
/** Signed in, but not allowed: 403 `{ message }` (the client's error catalogue shows the message as is). */
export const forbidden = (message: string): Response => new Response(403, {}, { message });

/**
 * An answer that is only known later (e.g. after reading an uploaded file). Mirage 0.1.48 mishandles a
 * handler's promise that resolves to a Response (it keeps the promise itself as the response), so this
 * hands Mirage a Response at once that is also thenable: Mirage awaits it, and by then it carries the final
 * status, headers and body.
 */
// Mirage's Response fields (its types declare only the constructor).
interface ResponseFields {
  code: number;
  headers: Record<string, string>;
  data: unknown;
}

export function eventually(answer: Promise<Response>): Response {
  const response = new Response(200, {}, {});
  const pending = response as unknown as ResponseFields & { then?: unknown };
  pending.then = (resolve: (value: Response) => void, reject: (reason: unknown) => void) =>
    answer.then((result) => {
      const final = result as unknown as ResponseFields;
      pending.code = final.code;
      pending.headers = final.headers;
      pending.data = final.data;
      delete pending.then; // no longer thenable, so resolving with it settles
      resolve(response);
    }, reject);
  return response;
}

/**
 * The demo apps' removal of one record by id (`DELETE …?id=`): 404 for an unknown id (nothing changes), else
 * `remove` runs and the answer is `{ id }`.
 */
export function removedById(found: { id: number } | null, remove: (id: number) => void): Response {
  if (!found) return notFound();
  remove(found.id);
  return ok({ id: found.id });
}
