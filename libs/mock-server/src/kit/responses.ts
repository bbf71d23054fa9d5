// The answers every domain gives, so status codes and error bodies stay the same across domains:
// the client's error catalogue (libs/auth describeApiError) reads them (docs/architecture.md,
// Mock server and its kit; bodies in docs/demo-api.md).
import { Response } from 'miragejs';

// Mirage answers a POST with 201 by default; endpoints that must answer 200 say so explicitly.
export const ok = (body: object): Response => new Response(200, {}, body);
export const created = (body: object): Response => new Response(201, {}, body);
export const noContent = (): Response => new Response(204);
/** An unknown id (or a record the route cannot find) answers 404, never an empty 200. */
export const notFound = (): Response => new Response(404, {}, { message: 'Not Found' });
export const unauthenticated = (): Response => new Response(401, {}, { message: 'Unauthenticated.' });
/** Signed in, but not allowed: 403 `{ message }` (the client's error catalogue shows the message as is). */
export const forbidden = (message: string): Response => new Response(403, {}, { message });
/** A validation failure: 422 `{ message, errors: { field: [msg] } }`. */
export const validationError = (errors: Record<string, string[]>, message = 'The given data was invalid.'): Response =>
  new Response(422, {}, { message, errors });
