// Reading a Mirage request: body, headers, query parameters and ids. One home for each helper, so
// every domain coerces input the same way (docs/architecture.md, Mock server and its kit).
// Query parameters are read from the URL itself: Mirage keeps only the last of repeated keys, and
// the clients send lists as repeated keys (?calendars=Business&calendars=Holiday).
import type { Request } from 'miragejs';

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

/** A plain object, or {} for anything else (arrays, null, strings): what a handler reads fields from. */
export const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Only the named fields of `input` that are present; unknown fields (and id, unless named) are dropped. */
export function pickFields<T extends object, K extends keyof T>(
  input: unknown,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const source = asObject(input);
  return Object.fromEntries(
    keys.filter((key) => (key as string) in source).map((key) => [key, source[key as string]]),
  ) as Partial<Pick<T, K>>;
}

/** A request header by name, case-insensitively (clients differ in how they spell them). */
export function getHeader(request: Request, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const headers = request.requestHeaders ?? {};
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === wanted);
  return key === undefined ? undefined : headers[key];
}

function searchParams(request: Request): URLSearchParams {
  const start = request.url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : request.url.slice(start + 1));
}

/** One query parameter as a string, or undefined when absent. */
export function queryString(request: Request, name: string): string | undefined {
  return searchParams(request).get(name) ?? undefined;
}

/** Whether the query names the parameter at all (`?calendars=` counts), in either list spelling. */
export function queryHas(request: Request, name: string): boolean {
  const params = searchParams(request);
  return params.has(name) || params.has(`${name}[]`);
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

/** A positive integer id from a route param, body or query value; null for anything else ('abc', '', 1.5, 0). */
export { toRecordId as toId } from '@live-agent/contracts';
