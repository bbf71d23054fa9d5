// Reading users out of the Mirage db, shared by the auth routes and requireUser.
import type { UserData } from '@live-agent/contracts';
import { type Request, type Response, type Server } from 'miragejs';
import { getHeader } from '../../kit/request';
import { unauthenticated } from '../../kit/responses';
import { verifyToken } from './jwt';
import { type TokenClaims } from './jwt';

/** A user record as stored: the API shape plus the password, with Mirage's string id. */
export interface UserRecord extends Omit<UserData, 'id'> {
  id: string;
  password: string;
}

/** What leaves the server: never the password; the id as a number. */
export function toUserData(record: UserRecord): UserData {
  const { password: _password, id, ...rest } = record;
  return { ...rest, id: Number(id) };
}

/** The claims an access token carries for the user. */
export const claimsOf = (record: UserRecord): TokenClaims => ({ role: record.role, ability: record.ability });

// Emails and usernames are compared case-insensitively: 'Admin@Demo.com' is the same account.
const sameKey = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function findUserBy(server: Server, field: 'email' | 'username', value: string): UserRecord | undefined {
  // Not `.find`: Mirage's db collection arrays replace Array#find with find-by-id.
  const users = server.db.users as unknown as UserRecord[];
  return users.filter((user) => sameKey(user[field], value))[0];
}

export function findUserById(server: Server, id: string): UserRecord | undefined {
  return (server.db.users.find(id) as UserRecord | null) ?? undefined;
}

/** MockContext.requireUser: the user of a valid `Authorization: Bearer <access token>`, else a 401. */
export function createRequireUser(server: Server): (request: Request) => UserData | Response {
  return (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(getHeader(request, 'Authorization')?.trim() ?? '');
    const payload = match ? verifyToken(match[1], 'access') : null;
    // A valid token of a user that no longer exists is just as unauthenticated.
    const user = payload ? findUserById(server, payload.sub) : undefined;
    return user ? toUserData(user) : unauthenticated();
  };
}
