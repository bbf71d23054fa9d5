// The mock's stand-in for the browser's cookie store (docs/architecture.md, "Tokens"). A real API keeps the refresh
// token in an httpOnly cookie: the browser stores it from `Set-Cookie`, sends it back on the calls its path covers,
// and no script of the page ever reads it. Mirage answers inside the page, so no browser sees its `Set-Cookie`;
// the page's side of the mock (worker/bridge.ts, or server.ts when Mirage runs in the page) does the browser's part
// with this jar. It keeps the cookies in localStorage under a key of the mock's own, so they outlive a reload and
// reach other tabs as a browser's do; the product's code never reads that key (libs/auth keeps no refresh token).
// Nothing of Mirage here: the worker's page side uses it without downloading Mirage.

export const COOKIE_JAR_KEY = 'live-agent-mock:cookies';

interface StoredCookie {
  value: string;
  path: string;
  /** Epoch ms; none: until the jar is cleared. */
  expiresAt?: number;
}

type Jar = Record<string, StoredCookie>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readJar(): Jar {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(COOKIE_JAR_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Jar) : {};
  } catch {
    return {};
  }
}

function writeJar(jar: Jar): void {
  const store = storage();
  if (!store) return;
  if (Object.keys(jar).length) store.setItem(COOKIE_JAR_KEY, JSON.stringify(jar));
  else store.removeItem(COOKIE_JAR_KEY);
}

/** Whether this context has a jar (a page or jsdom; a worker has none and leaves cookies to its page). */
export function hasCookieJar(): boolean {
  return storage() !== null;
}

const pathOf = (url: string): string => {
  try {
    return new URL(url, globalThis.location?.href ?? 'http://localhost/').pathname;
  } catch {
    return '/';
  }
};

const covers = (cookiePath: string, requestPath: string) =>
  requestPath === cookiePath || requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);

/** The `Cookie` header a browser would send with a call to `url`, or undefined when no stored cookie covers it. */
export function cookieHeaderFor(url: string, now = Date.now()): string | undefined {
  const requestPath = pathOf(url);
  const jar = readJar();
  const sent = Object.entries(jar)
    .filter(
      ([, cookie]) => (cookie.expiresAt === undefined || cookie.expiresAt > now) && covers(cookie.path, requestPath),
    )
    .map(([name, cookie]) => `${name}=${cookie.value}`);
  return sent.length ? sent.join('; ') : undefined;
}

/** Stores one `Set-Cookie` value as a browser does: `Max-Age=0` (or a past expiry) removes the cookie. */
export function storeSetCookie(header: string, url: string, now = Date.now()): void {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  if (equals <= 0) return;
  const name = pair.slice(0, equals);
  const cookie: StoredCookie = { value: pair.slice(equals + 1), path: '/' };
  const defaultPath = pathOf(url).replace(/\/[^/]*$/, '') || '/';
  cookie.path = defaultPath;
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    if (/^path$/i.test(key) && value.startsWith('/')) cookie.path = value;
    if (/^max-age$/i.test(key) && value.trim() !== '' && Number.isInteger(Number(value)))
      cookie.expiresAt = now + Number(value) * 1000;
  }
  const jar = readJar();
  if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) delete jar[name];
  else jar[name] = cookie;
  writeJar(jar);
}

/**
 * An answer's headers as the page's script sees them: each `Set-Cookie` is stored in the jar and taken out (a
 * browser never hands it to a script either). Several cookies come joined by newlines.
 */
export function takeSetCookies(headers: Record<string, string>, url: string): Record<string, string> {
  const seen: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'set-cookie') value.split('\n').forEach((line) => storeSetCookie(line, url));
    else seen[name] = value;
  }
  return seen;
}

/** Reads one cookie of a request's `Cookie` header (what the mock's routes see). */
export function readCookie(requestHeaders: Record<string, string | undefined>, name: string): string | undefined {
  const header = Object.entries(requestHeaders).find(([key]) => key.toLowerCase() === 'cookie')?.[1];
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
