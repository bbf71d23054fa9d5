// The demo JWT endpoints (docs/demo-api.md, auth): POST /jwt/login, /jwt/register, /jwt/refresh-token, /jwt/logout.
// Their bodies and status codes are the theme's, which is why errors here do not use the 422 shape. The types are
// inferred from the schemas (./schemas/auth.ts).
import type { z } from 'zod/mini';
import type * as schemas from './schemas/auth';

/** One CASL rule as the client keeps it in userData.ability, e.g. `{ action: 'read', subject: 'ACL' }`. */
export type AbilityRule = z.output<typeof schemas.abilityRuleSchema>;

/** The signed-in user as the API returns it: the account without its password. */
export type UserData = z.output<typeof schemas.userDataSchema>;

/** POST /jwt/login */
export type LoginRequest = z.input<typeof schemas.loginRequestSchema>;

/** 200 of POST /jwt/login. */
export type LoginResponse = z.output<typeof schemas.loginResponseSchema>;

/** 400 of POST /jwt/login and /jwt/register (wrong credentials, or a malformed body). */
export type AuthErrorBody = z.output<typeof schemas.authErrorBodySchema>;

/** POST /jwt/register: a username of 3 to 30 letters, digits, dots, dashes or underscores, a valid e-mail. */
export type RegisterRequest = z.input<typeof schemas.registerRequestSchema>;

/** A malformed or taken email or username: answered with 200 and this object, naming each. */
export type RegisterFieldErrors = z.output<typeof schemas.registerFieldErrorsSchema>;

/** 200 of POST /jwt/register: the new user and its tokens, or the clashes (`'error' in` tells which). */
export type RegisterResponse = z.output<typeof schemas.registerResponseSchema>;

/**
 * Body of POST /jwt/refresh-token. The product's client sends none: the refresh token travels in the httpOnly
 * `refreshToken` cookie set by sign-in and every refresh (docs/architecture.md, "Tokens"); the demo's body still works.
 */
export type RefreshRequest = z.input<typeof schemas.refreshRequestSchema>;

/** The cookie that carries the refresh token: httpOnly, SameSite=Strict, on /jwt only. */
export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/jwt';

/** 200 of POST /jwt/refresh-token: both tokens re-issued. */
export type RefreshResponse = z.output<typeof schemas.refreshResponseSchema>;

/** 401 of POST /jwt/refresh-token. */
export type RefreshErrorBody = z.output<typeof schemas.refreshErrorBodySchema>;

/** A demo account as the mock server keeps it: the user it answers (but the avatar, drawn from the name) and its password. */
export type DemoAccount = Omit<UserData, 'avatar'> & { password: string };

/**
 * The demo accounts (docs/demo-api.md, auth), fixed ids and values: the mock server seeds them, the README and the
 * e2e suite name them, and the client's tests sign in as them.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    password: 'admin',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 6 },
  },
  client: {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    password: 'client',
    email: 'client@demo.com',
    role: 'client',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ],
    extras: { eCommerceCartItemsCount: 6 },
  },
  agent: {
    id: 3,
    fullName: 'Alex Agent',
    username: 'alexagent',
    password: 'agent',
    email: 'agent@demo.com',
    role: 'agent',
    ability: [
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'ConversationTemplate' },
      // The agent's own workspace: its status, its queues and its chats (docs/demo-api.md, Agent inbox).
      { action: 'manage', subject: 'AgentDesk' },
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'ACL' },
    ],
    // Only two seeded accounts (admin and client) have cart items.
    extras: { eCommerceCartItemsCount: 0 },
  },
} satisfies Record<'admin' | 'client' | 'agent', DemoAccount>;
