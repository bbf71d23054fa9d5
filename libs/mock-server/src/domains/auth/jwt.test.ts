import { Buffer } from 'buffer';
import { createHmac } from 'crypto';
import {
  ACCESS_TOKEN_SECONDS,
  DEMO_JWT_SECRET,
  REFRESH_TOKEN_SECONDS,
  decodeTokenUnsafe,
  issueTokens,
  signToken,
  verifyToken,
} from './jwt';

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);

afterEach(() => {
  jest.useRealTimers();
});

describe('signToken / verifyToken', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
  });

  it('round-trips an access token with sub, typ, iat and exp = iat + 300; a refresh token lives 600 s', () => {
    const token = signToken(7, 'access');
    const payload = verifyToken(token, 'access');
    expect(payload).toMatchObject({ sub: '7', typ: 'access', iat: T0 / 1000, exp: T0 / 1000 + 300 });
    expect(verifyToken(signToken(7, 'refresh'), 'refresh')).toMatchObject({ exp: T0 / 1000 + 600 });
    expect([ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS]).toEqual([300, 600]);
  });

  it('is a standard HS256 JWT: base64url parts, checkable with node:crypto', () => {
    const token = signToken(3, 'refresh');
    const [header, payload, signature] = token.split('.');
    expect(token.split('.')).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ sub: '3', typ: 'refresh' });
    const expected = createHmac('sha256', DEMO_JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });

  it('rejects a tampered signature', () => {
    const token = signToken(1, 'access');
    expect(verifyToken(token, 'access')).not.toBeNull();
    // Change a character in the middle of the signature (the last one partly encodes padding bits).
    const at = token.lastIndexOf('.') + 10;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(verifyToken(tampered, 'access')).toBeNull();
  });

  it('rejects a tampered payload that keeps the old signature', () => {
    const [header, , signature] = signToken(1, 'access').split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '2', typ: 'access', iat: T0 / 1000, exp: T0 / 1000 + 600 }),
    ).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`, 'access')).toBeNull();
  });

  it('accepts a token until exp and rejects it from exp on: the access token after 5 minutes, the refresh after 10', () => {
    const { accessToken, refreshToken } = issueTokens(1);
    jest.advanceTimersByTime(299_000);
    expect(verifyToken(accessToken, 'access')).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(verifyToken(accessToken, 'access')).toBeNull();
    expect(verifyToken(refreshToken, 'refresh')).not.toBeNull();
    jest.advanceTimersByTime(299_000);
    expect(verifyToken(refreshToken, 'refresh')).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(verifyToken(refreshToken, 'refresh')).toBeNull();
  });

  it('rejects the wrong token type', () => {
    const { accessToken, refreshToken } = issueTokens(1);
    expect(verifyToken(accessToken, 'refresh')).toBeNull();
    expect(verifyToken(refreshToken, 'access')).toBeNull();
    expect(verifyToken(refreshToken, 'refresh')).toMatchObject({ typ: 'refresh', sub: '1' });
  });

  it('rejects garbage', () => {
    for (const value of [undefined, null, 42, '', 'abc', 'a.b', 'a.b.c', '...', 'x.y.z.w']) {
      expect(verifyToken(value, 'access')).toBeNull();
    }
  });

  it('issues different tokens each time, even within the same second', () => {
    const first = issueTokens(1);
    const second = issueTokens(1);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeTokenUnsafe(first.accessToken)).toMatchObject({ sub: '1', typ: 'access' });
  });
});
