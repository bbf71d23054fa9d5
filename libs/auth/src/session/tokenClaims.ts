// The signed-in user's role and abilities come from the access token's claims, not from the `userData` kept in
// localStorage: that copy is for the profile (name, avatar, e-mail) and anyone can edit it, while the token is
// issued and signed by the server. The client decodes the payload without verifying the signature: the server
// verifies the token and checks the user's abilities on every call, so the point here is only that a
// hand-edited userData unlocks no menu and no route (docs/architecture.md, State).
import type { AbilityRule, UserData } from '@live-agent/contracts';

/** What a visitor may do: read Auth (the sign-in pages). */
const GUEST: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export interface TokenClaims {
  role: string;
  ability: AbilityRule[];
}

/** The JSON of a base64url text (UTF-8), or undefined. */
function decodeBase64UrlJson(text: string): unknown {
  try {
    const binary = atob(
      text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '='),
    );
    const utf8 = Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    return JSON.parse(decodeURIComponent(utf8));
  } catch {
    return undefined;
  }
}

const isRule = (value: unknown): value is AbilityRule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { action?: unknown }).action === 'string' &&
  typeof (value as { subject?: unknown }).subject === 'string';

/** The decoded payload of a JWT (unverified: see the file's header), or undefined when it is not one. */
export function readTokenPayload(token: string | null | undefined): Record<string, unknown> | undefined {
  const parts = typeof token === 'string' ? token.split('.') : [];
  if (parts.length !== 3) return undefined;
  const payload = decodeBase64UrlJson(parts[1]);
  return payload && typeof payload === 'object' && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : undefined;
}

/** The role and abilities an access token (a JWT) carries, or null when it is not a JWT with both claims. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  const payload = readTokenPayload(token) as { role?: unknown; ability?: unknown } | undefined;
  if (!payload || typeof payload !== 'object' || typeof payload.role !== 'string' || !Array.isArray(payload.ability))
    return null;
  return {
    role: payload.role,
    ability: payload.ability.filter(isRule).map(({ action, subject }) => ({ action, subject })),
  };
}

/**
 * The user with the role and abilities of the token: a token without those claims (or none) grants only what
 * a visitor may do (read Auth), whatever the user record says.
 */
export function withTokenClaims(userData: UserData, token: string | null | undefined): UserData {
  const claims = readTokenClaims(token);
  return { ...userData, role: claims?.role ?? '', ability: claims?.ability ?? GUEST };
}
