// JWT demo endpoints (docs/demo-api.md, auth). Bodies and status codes are the theme's, with three
// improvements: real signed tokens, a refresh that really re-issues both tokens, and the refresh token also set as
// an httpOnly cookie, the way a real API keeps it out of the page's scripts (docs/architecture.md, "Tokens"): the
// refresh takes it from the cookie when the body has none, and signing out clears it.
import {
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  RULE_TEXTS,
  checkAgainst,
  loginRequestSchema,
  registerRequestSchema,
  type AuthErrorBody,
  type LoginRequest,
  type LoginResponse,
  type RefreshErrorBody,
  type RefreshRequest,
  type RefreshResponse,
  type RegisterFieldErrors,
  type RegisterRequest,
  type RegisterResponse,
} from '@live-agent/contracts';
import { Response, type Server } from 'miragejs';
import { readCookie } from '../../cookieJar';
import { readJsonBody } from '../../kit/request';
import { issueTokens, REFRESH_TOKEN_SECONDS, verifyToken } from './jwt';
import { SELF_REGISTERED_ABILITY, SELF_REGISTERED_ROLE } from './seeds';
import { claimsOf, findUserBy, findUserById, toUserData, type UserRecord } from './users';

type Body = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The body as an object when every named field is a non-empty string, else undefined. */
function readFields<K extends string>(body: unknown, fields: K[]): Record<K, string> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  return fields.every((field) => isText((body as Body)[field])) ? (body as Record<K, string>) : undefined;
}

// A malformed login is 'Something went wrong', distinct from wrong credentials.
const somethingWentWrong = () =>
  new Response(400, {}, { error: { email: ['Something went wrong'] } } satisfies AuthErrorBody);

/** The refresh token's cookie: sent back only to /jwt, never readable by a script, never sent from another site. */
const refreshCookie = (token: string, maxAgeSeconds = REFRESH_TOKEN_SECONDS) =>
  `${REFRESH_COOKIE}=${token}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict`;

/** 200 with the body, setting the refresh token's cookie. */
const withRefreshCookie = <T extends { refreshToken: string }>(body: T): Response =>
  new Response(200, { 'Set-Cookie': refreshCookie(body.refreshToken) }, body);

export function authRoutes(server: Server): void {
  server.post('/jwt/login', (_schema, request) => {
    const body = readFields<keyof LoginRequest>(readJsonBody(request), ['email', 'password']);
    if (!body) return somethingWentWrong();
    // A malformed e-mail is refused as the sign-in form refuses it (the e-mail rule, in English like every answer
    // here), not as wrong credentials: no account can have it.
    const checked = checkAgainst(loginRequestSchema, body);
    if (!checked.ok) {
      const [broken] = checked.issues.email ?? [];
      if (!broken) return somethingWentWrong();
      return new Response(400, {}, { error: { email: [RULE_TEXTS.en[broken.key]] } } satisfies AuthErrorBody);
    }
    const user = findUserBy(server, 'email', checked.value.email);
    // Same answer for an unknown email and a wrong password: do not reveal which accounts exist.
    if (!user || user.password !== body.password) {
      return new Response(400, {}, { error: { email: ['Email or Password is Invalid'] } } satisfies AuthErrorBody);
    }
    return withRefreshCookie<LoginResponse>({ userData: toUserData(user), ...issueTokens(user.id, claimsOf(user)) });
  });

  server.post('/jwt/register', (_schema, request) => {
    const raw = readJsonBody(request);
    if (!readFields<keyof RegisterRequest>(raw, ['email', 'password', 'username'])) return somethingWentWrong();

    // A malformed e-mail or username, a weak password (the register schema's rules, the form's too) and duplicates
    // answer 200 with an error object naming each, not a 4xx: the theme's one shape for a refused field, in its
    // English, so the form shows each under its field.
    const checked = checkAgainst(registerRequestSchema, raw);
    const error: RegisterFieldErrors = {};
    if (!checked.ok) {
      for (const field of ['email', 'username', 'password'] as const) {
        const [broken] = checked.issues[field] ?? [];
        if (broken) error[field] = RULE_TEXTS.en[broken.key];
      }
      if (!error.email && !error.username && !error.password) return somethingWentWrong();
    }
    const body = raw as RegisterRequest;
    const address = body.email.trim();
    const username = body.username.trim();
    if (!error.email && findUserBy(server, 'email', address)) error.email = 'This email is already in use.';
    if (!error.username && findUserBy(server, 'username', username))
      error.username = 'This username is already in use.';
    if (error.email || error.username || error.password)
      return new Response(200, {}, { error } satisfies RegisterResponse);

    // The theme made a newly registered user an admin with manage on all; here that would hand anyone the product.
    const created = server.db.users.insert({
      fullName: username,
      username,
      password: body.password,
      email: address,
      avatar: '',
      role: SELF_REGISTERED_ROLE,
      ability: SELF_REGISTERED_ABILITY,
      extras: { eCommerceCartItemsCount: 0 },
    }) as UserRecord;
    return withRefreshCookie<Extract<RegisterResponse, { user: unknown }>>({
      user: toUserData(created),
      ...issueTokens(created.id, claimsOf(created)),
    });
  });

  server.post('/jwt/refresh-token', (_schema, request) => {
    const body = readJsonBody(request) as Partial<Record<keyof RefreshRequest, unknown>> | undefined;
    const payload = verifyToken(body?.refreshToken ?? readCookie(request.requestHeaders, REFRESH_COOKIE), 'refresh');
    const user = payload ? findUserById(server, payload.sub) : undefined;
    if (!user) {
      return new Response(401, { 'Set-Cookie': refreshCookie('', 0) }, {
        error: 'Invalid refresh token',
      } satisfies RefreshErrorBody);
    }
    // The user's current role and abilities, so a changed role reaches the client at the next refresh.
    return withRefreshCookie<RefreshResponse>(issueTokens(user.id, claimsOf(user)));
  });

  // Signing out ends the cookie (a page script cannot: it is httpOnly). Answers anyone: there may be nothing to end.
  server.post('/jwt/logout', () => new Response(204, { 'Set-Cookie': refreshCookie('', 0) }));
}
