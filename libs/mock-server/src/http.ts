// Small request/response helpers every domain needs, so status codes and error bodies stay the
// same across domains (the shell's error catalogue, SPEC §8 and DESIGN §6, depends on them).
import { Response, type Request } from 'miragejs';

/**
 * The parsed JSON body, or undefined when the body is missing or not JSON. Domains decide what a
 * malformed body means for them (the login answers 'Something went wrong', for instance).
 */
export function readJsonBody(request: Request): unknown {
  if (!request.requestBody) return undefined;
  try {
    return JSON.parse(request.requestBody);
  } catch {
    return undefined;
  }
}

/** A request header by name, case-insensitively (clients differ in how they spell them). */
export function getHeader(request: Request, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const headers = request.requestHeaders ?? {};
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : headers[key];
}

// Query parameters are read from the URL itself: Mirage keeps only the last of repeated keys,
// and DESIGN §5 sends lists as repeated keys (?calendars=Business&calendars=Holiday).
function searchParams(request: Request): URLSearchParams {
  const start = request.url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : request.url.slice(start + 1));
}

/** One query parameter as a string, or undefined when absent. */
export function queryString(request: Request, name: string): string | undefined {
  return searchParams(request).get(name) ?? undefined;
}

/** One query parameter coerced to a number, or `fallback` when absent or not numeric. */
export function queryNumber(request: Request, name: string, fallback: number): number;
export function queryNumber(request: Request, name: string): number | undefined;
export function queryNumber(request: Request, name: string, fallback?: number): number | undefined {
  const raw = searchParams(request).get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) ? value : fallback;
}

/** Every value of a repeated query parameter (also accepts the `name[]=` spelling). */
export function queryList(request: Request, name: string): string[] {
  const params = searchParams(request);
  return [...params.getAll(name), ...params.getAll(`${name}[]`)];
}

/** One page of `items` (page is 1-based), with the total before paging. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): { data: T[]; total: number } {
  const safePage = Math.max(1, Math.floor(page));
  const safePerPage = Math.max(1, Math.floor(perPage));
  const start = (safePage - 1) * safePerPage;
  return { data: items.slice(start, start + safePerPage), total: items.length };
}

/**
 * Mirage db records keep ids as strings; the API speaks numbers (DESIGN §5: ids coerced to
 * numbers), so every record leaves the server through this.
 */
export function toApiRecord<T extends { id: string | number }>(record: T): Omit<T, 'id'> & { id: number } {
  return { ...record, id: Number(record.id) };
}

// Mirage answers a POST with 201 by default; endpoints that must answer 200 say so explicitly.
export const ok = (body: object): Response => new Response(200, {}, body);
export const created = (body: object): Response => new Response(201, {}, body);
export const notFound = (): Response => new Response(404, {}, { message: 'Not Found' });
export const unauthenticated = (): Response => new Response(401, {}, { message: 'Unauthenticated.' });
/** DESIGN §6: validation failure → 422 `{ message, errors: { field: [msg] } }`. */
export const validationError = (errors: Record<string, string[]>, message = 'The given data was invalid.'): Response =>
  new Response(422, {}, { message, errors });
