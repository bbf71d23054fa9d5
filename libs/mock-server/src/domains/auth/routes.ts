// JWT demo endpoints (docs/demo-api.md, auth). Bodies and status codes are the theme's, with two
// improvements: real signed tokens, and a refresh that really re-issues both tokens.
import type { AuthErrorBody, LoginRequest, LoginResponse, RefreshErrorBody, RefreshRequest, RefreshResponse, RegisterFieldErrors, RegisterRequest, RegisterResponse } from '@live-agent/contracts';
import { Response, type Server } from 'miragejs';
import { readJsonBody } from '../../kit/request';
import { ok } from '../../kit/responses';
import { issueTokens, verifyToken } from './jwt';
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
const somethingWentWrong = () => new Response(400, {}, { error: { email: ['Something went wrong'] } } satisfies AuthErrorBody);

export function authRoutes(server: Server): void {
  server.post('/jwt/login', (_schema, request) => {
    const body = readFields<keyof LoginRequest>(readJsonBody(request), ['email', 'password']);
    if (!body) return somethingWentWrong();
    const user = findUserBy(server, 'email', body.email);
    // Same answer for an unknown email and a wrong password: do not reveal which accounts exist.
    if (!user || user.password !== body.password) {
      return new Response(400, {}, { error: { email: ['Email or Password is Invalid'] } } satisfies AuthErrorBody);
    }
    return ok<LoginResponse>({ userData: toUserData(user), ...issueTokens(user.id, claimsOf(user)) });
  });

  server.post('/jwt/register', (_schema, request) => {
    const body = readFields<keyof RegisterRequest>(readJsonBody(request), ['email', 'password', 'username']);
    if (!body) return somethingWentWrong();

    // Duplicates answer 200 with an error object holding every clash, not a 4xx.
    const error: RegisterFieldErrors = {};
    if (findUserBy(server, 'email', body.email)) error.email = 'This email is already in use.';
    if (findUserBy(server, 'username', body.username)) error.username = 'This username is already in use.';
    if (error.email || error.username) return ok<RegisterResponse>({ error });

    // The theme made a newly registered user an admin with manage on all; here that would hand anyone the product.
    const created = server.db.users.insert({
      fullName: body.username,
      username: body.username,
      password: body.password,
      email: body.email.trim(),
      avatar: '',
      role: SELF_REGISTERED_ROLE,
      ability: SELF_REGISTERED_ABILITY,
      extras: { eCommerceCartItemsCount: 0 },
    }) as UserRecord;
    return ok<RegisterResponse>({ user: toUserData(created), ...issueTokens(created.id, claimsOf(created)) });
  });

  server.post('/jwt/refresh-token', (_schema, request) => {
    const body = readJsonBody(request) as Partial<Record<keyof RefreshRequest, unknown>> | undefined;
    const payload = verifyToken(body?.refreshToken, 'refresh');
    const user = payload ? findUserById(server, payload.sub) : undefined;
    if (!user) return new Response(401, {}, { error: 'Invalid refresh token' } satisfies RefreshErrorBody);
    // The user's current role and abilities, so a changed role reaches the client at the next refresh.
    return ok<RefreshResponse>(issueTokens(user.id, claimsOf(user)));
  });
}
