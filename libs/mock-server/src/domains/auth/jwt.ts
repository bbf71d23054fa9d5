// Real HS256 JSON Web Tokens (docs/demo-api.md, auth), so the client's JWT handling (decode, expiry, refresh on 401)
// is exercised exactly as against a real API. The refresh token outlives the access token: the client renews shortly
// before the access token ends while its page is in use, so a person at work is never sent to sign in, and the
// refresh token's ten minutes bound a tab nobody uses, or a closed one (docs/architecture.md, State).
//
// The secret is fixed and public on purpose: this is an in-browser demo server, the tokens protect
// nothing, and a fixed secret keeps tokens valid across page reloads (same secret every load).
import type { RefreshResponse } from '@live-agent/contracts';
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import type { AbilityRule } from '@live-agent/contracts';

/** Exported so tests can check the tokens with an independent HS256 implementation. */
export const DEMO_JWT_SECRET = 'live-agent-demo-secret-not-a-real-secret';

/** An access token lives 5 minutes. */
export const ACCESS_TOKEN_SECONDS = 300;
/** A refresh token (and its cookie) lives 10 minutes: how long a session lasts without being renewed. */
export const REFRESH_TOKEN_SECONDS = 600;

export type TokenType = 'access' | 'refresh';

export interface TokenPayload {
  /** The user id, as a string (JWT convention). */
  sub: string;
  typ: TokenType;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch: iat + 300 (access) or + 600 (refresh). */
  exp: number;
  /** Unique token id: without it two tokens issued in the same second would be identical, and a refresh must hand out new ones. */
  jti: string;
  /**
   * Access tokens only: the user's role and CASL rules at issue time. The client builds its menus and route
   * guards from these (libs/auth session), not from the editable userData in localStorage; the server
   * still checks the user's current abilities on every call (kit/guard.ts).
   */
  role?: string;
  ability?: AbilityRule[];
}

/** What an access token says about its user. */
export interface TokenClaims {
  role: string;
  ability: AbilityRule[];
}

// --- base64url (RFC 4648 §5), written out so it works the same in browsers, jsdom and Node ---

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(chunk >> 18) & 63] + ALPHABET[(chunk >> 12) & 63];
    if (i + 1 < bytes.length) out += ALPHABET[(chunk >> 6) & 63];
    if (i + 2 < bytes.length) out += ALPHABET[chunk & 63];
  }
  return out; // no '=' padding in JWTs
}

/** Decoded bytes, or null when the text is not valid base64url. */
function base64UrlDecode(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value === -1) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

const encodeJson = (value: object) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));

function decodeJson(text: string): unknown {
  const bytes = base64UrlDecode(text);
  if (!bytes) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

const sign = (signingInput: string) => base64UrlEncode(hmac(sha256, DEMO_JWT_SECRET, signingInput));

/** Compares without stopping at the first difference (habit from real servers; costs nothing here). */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

let issued = 0;

/** Signs a token of the given type for the user, valid for its type's lifetime from the real clock. */
export function signToken(userId: number | string, typ: TokenType, claims?: TokenClaims): string {
  const iat = Math.floor(Date.now() / 1000);
  issued += 1;
  const payload: TokenPayload = {
    sub: String(userId),
    typ,
    iat,
    exp: iat + (typ === 'access' ? ACCESS_TOKEN_SECONDS : REFRESH_TOKEN_SECONDS),
    jti: `${Date.now().toString(36)}.${issued.toString(36)}`,
    ...(claims ? { role: claims.role, ability: claims.ability } : {}),
  };
  const signingInput = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(payload)}`;
  return `${signingInput}.${sign(signingInput)}`;
}

/**
 * A fresh access + refresh pair (login, register and refresh all hand out both); the access token carries
 * the user's role and abilities when given.
 */
export function issueTokens(userId: number | string, claims?: TokenClaims): RefreshResponse {
  return { accessToken: signToken(userId, 'access', claims), refreshToken: signToken(userId, 'refresh') };
}

/** The payload of a well-formed token signed with our secret, else null; what it says is not checked here. */
function readSignedToken(token: string): Partial<TokenPayload> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts;
  if (!sameText(sign(`${headerPart}.${payloadPart}`), signaturePart)) return null;

  const header = decodeJson(headerPart) as { alg?: unknown } | undefined;
  if (!header || header.alg !== 'HS256') return null;
  const payload = decodeJson(payloadPart) as Partial<TokenPayload> | undefined;
  return payload && typeof payload === 'object' ? payload : null;
}

/**
 * Tokens already read, with their payloads (null: forged or malformed). A page sends the same token with every
 * call; signing it again each time was a tenth of a request's time. Kept small: tokens change every ten minutes.
 */
const readTokens = new Map<string, Partial<TokenPayload> | null>();
const READ_TOKENS_KEPT = 64;

/**
 * The payload when the token is well formed, signed with our secret, of the expected type and not
 * expired (checked against Date.now() on every call, so jest fake timers can move past expiry); otherwise null.
 */
export function verifyToken(token: unknown, typ: TokenType): TokenPayload | null {
  if (typeof token !== 'string') return null;
  let payload = readTokens.get(token);
  if (payload === undefined) {
    payload = readSignedToken(token);
    if (readTokens.size >= READ_TOKENS_KEPT) readTokens.clear();
    readTokens.set(token, payload);
  }
  if (!payload || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  if (payload.typ !== typ) return null;
  if (Date.now() / 1000 >= payload.exp) return null;
  return payload as TokenPayload;
}

/** The payload without any check; for tests and debugging only (never trust it). */
export function decodeTokenUnsafe(token: string): unknown {
  return decodeJson(token.split('.')[1] ?? '');
}
