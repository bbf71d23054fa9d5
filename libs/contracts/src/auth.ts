// The demo JWT endpoints (docs/demo-api.md, auth): POST /jwt/login, /jwt/register, /jwt/refresh-token.
// Their bodies and status codes are the theme's, which is why errors here do not use the 422 shape.
import type { z } from 'zod/mini';
import type { loginRequestSchema, registerRequestSchema } from './schemas/auth';

/** One CASL rule as the client keeps it in userData.ability, e.g. `{ action: 'read', subject: 'ACL' }`. */
export interface AbilityRule {
  action: string;
  subject: string;
}

/** The signed-in user as the API returns it: the account without its password. */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  /** An image URL, or '' (the client shows initials). */
  avatar: string;
  email: string;
  role: string;
  ability: AbilityRule[];
  extras: { eCommerceCartItemsCount: number };
}

/** POST /jwt/login */
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** 200 of POST /jwt/login. */
export interface LoginResponse {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

/** 400 of POST /jwt/login and /jwt/register (wrong credentials, or a malformed body). */
export interface AuthErrorBody {
  error: { email: string[] };
}

/** POST /jwt/register: a username of 3 to 30 letters, digits, dots, dashes or underscores, a valid e-mail. */
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** A taken email or username: answered with 200 and this object, naming every clash. */
export interface RegisterFieldErrors {
  email?: string;
  username?: string;
}

/** 200 of POST /jwt/register: the new user and its tokens, or the clashes. */
export type RegisterResponse =
  { user: UserData; accessToken: string; refreshToken: string; error?: undefined } | { error: RegisterFieldErrors };

/**
 * Body of POST /jwt/refresh-token. The product's client sends none: the refresh token travels in the httpOnly
 * `refreshToken` cookie set by sign-in and every refresh (docs/architecture.md, "Tokens"); the demo's body still works.
 */
export interface RefreshRequest {
  refreshToken?: string;
}

/** The cookie that carries the refresh token: httpOnly, SameSite=Strict, on /jwt only. */
export const REFRESH_COOKIE = 'refreshToken';
export const REFRESH_COOKIE_PATH = '/jwt';

/** 200 of POST /jwt/refresh-token: both tokens re-issued. */
export interface RefreshResponse {
  accessToken: string;
  refreshToken: string;
}

/** 401 of POST /jwt/refresh-token. */
export interface RefreshErrorBody {
  error: string;
}
