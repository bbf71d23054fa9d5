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
export const unauthenticated = (): Response => new Response(401, {}, { message: 'Unauthenticated.' } satisfies UnauthenticatedBody);
/** A validation failure: 422 `{ message, errors: { field: [msg] } }`. */
export const validationError = (errors: FieldErrors, message = 'The given data was invalid.'): Response =>
  new Response(422, {}, { message, errors } satisfies ValidationErrorBody);
