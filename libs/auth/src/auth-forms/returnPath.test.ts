import { isReturnPath, returnPathOf, sessionEndedUrl, sessionExpired } from './returnPath';

describe('the way back after signing in', () => {
  it('keeps the page and its query when a session ends', () => {
    const url = sessionEndedUrl({ pathname: '/live-agent/chat-report', search: '?range=last7&q=a%26b' });
    const search = url.slice(url.indexOf('?'));
    expect(url.startsWith('/login?')).toBe(true);
    expect(sessionExpired(search)).toBe(true);
    expect(returnPathOf(null, search)).toBe('/live-agent/chat-report?range=last7&q=a%26b');
  });

  it("prefers the guarded route's state to the query", () => {
    expect(returnPathOf({ from: '/apps/todo' }, '?from=/apps/calendar')).toBe('/apps/todo');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/login',
    '/login?x=1',
    '/',
    '',
    42,
    null,
  ])('refuses %p as a return path', (path) => {
    expect(isReturnPath(path)).toBe(false);
    expect(returnPathOf({ from: path }, `?from=${encodeURIComponent(String(path))}`)).toBeNull();
  });

  it('does not offer the sign-in page itself as the way back', () => {
    expect(sessionEndedUrl({ pathname: '/login', search: '' })).toBe('/login?reason=expired');
  });
});
