// The three demo accounts of docs/demo-api.md, auth, as the mock server sends them (test fixtures only).
import type { UserData } from '@live-agent/contracts';

export const adminUser: UserData = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  avatar: '',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 6 },
};

export const clientUser: UserData = {
  id: 2,
  fullName: 'Jane Doe',
  username: 'janedoe',
  email: 'client@demo.com',
  avatar: '',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
  extras: { eCommerceCartItemsCount: 6 },
};

export const agentUser: UserData = {
  id: 3,
  fullName: 'Alex Agent',
  username: 'alexagent',
  email: 'agent@demo.com',
  avatar: '',
  role: 'agent',
  ability: [
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'ConversationTemplate' },
    { action: 'manage', subject: 'AgentDesk' },
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'ACL' },
  ],
  extras: { eCommerceCartItemsCount: 0 },
};

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
