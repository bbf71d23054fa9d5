// The three demo accounts of docs/demo-api.md, auth (contracts' DEMO_ACCOUNTS, which the mock server seeds), as the
// API sends them (test fixtures only).
import { DEMO_ACCOUNTS, type DemoAccount, type UserData } from '@live-agent/contracts';

/** The account as the API answers it: no password, and '' for the avatar (the client shows initials). */
const asSent = ({ password: _password, ...user }: DemoAccount): UserData => ({ ...user, avatar: '' });

export const adminUser = asSent(DEMO_ACCOUNTS.admin);
export const clientUser = asSent(DEMO_ACCOUNTS.client);
export const agentUser = asSent(DEMO_ACCOUNTS.agent);

const base64Url = (value: object) =>
  btoa(
    encodeURIComponent(JSON.stringify(value)).replace(/%([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
  )
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * An access token shaped like the server's (a JWT whose payload carries the user's role and ability claims), for
 * tests that store a session: the client reads role and abilities from the token (session/tokenClaims.ts). The
 * signature is fake; the client never checks it.
 */
export function accessTokenFor(user: Pick<UserData, 'id' | 'role' | 'ability'>, jti = 'test'): string {
  const payload = { sub: String(user.id), typ: 'access', role: user.role, ability: user.ability, jti };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}
