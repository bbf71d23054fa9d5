import { COOKIE_JAR_KEY, cookieHeaderFor, readCookie, storeSetCookie, takeSetCookies } from './cookieJar';

const NOW = Date.UTC(2026, 2, 2, 9);

beforeEach(() => localStorage.removeItem(COOKIE_JAR_KEY));

test('keeps a cookie for its path and lifetime, as a browser does', () => {
  storeSetCookie(
    'refreshToken=abc; Path=/jwt; Max-Age=600; HttpOnly; SameSite=Strict',
    'http://localhost:3000/jwt/login',
    NOW,
  );
  expect(cookieHeaderFor('http://localhost:3000/jwt/refresh-token', NOW)).toBe('refreshToken=abc');
  expect(cookieHeaderFor('http://localhost:3000/jwtx', NOW)).toBeUndefined();
  expect(cookieHeaderFor('http://localhost:3000/api/v1/agents', NOW)).toBeUndefined();
  expect(cookieHeaderFor('http://localhost:3000/jwt/refresh-token', NOW + 600_000)).toBeUndefined();
});

test('Max-Age=0 removes the cookie; an answer hands its other headers on without Set-Cookie', () => {
  storeSetCookie('refreshToken=abc; Path=/jwt; Max-Age=600', '/jwt/login', NOW);
  const seen = takeSetCookies(
    { 'Content-Type': 'application/json', 'Set-Cookie': 'refreshToken=; Path=/jwt; Max-Age=0' },
    '/jwt/logout',
  );
  expect(seen).toEqual({ 'Content-Type': 'application/json' });
  expect(cookieHeaderFor('/jwt/refresh-token')).toBeUndefined();
  expect(localStorage.getItem(COOKIE_JAR_KEY)).toBeNull();
});

test('reads one cookie of a Cookie header, whatever the header name’s case; a broken jar is an empty one', () => {
  expect(readCookie({ cookie: 'a=1; refreshToken=x.y=z' }, 'refreshToken')).toBe('x.y=z');
  expect(readCookie({ Cookie: 'a=1' }, 'refreshToken')).toBeUndefined();
  localStorage.setItem(COOKIE_JAR_KEY, '{not json');
  expect(cookieHeaderFor('/jwt/refresh-token')).toBeUndefined();
});
