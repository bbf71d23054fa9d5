import type { AbilityRule } from '../abilities/ability.types';

/** The signed-in user as the server returns it (SPEC §3 "Auth user", without the password). */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: string;
  avatar?: string;
  ability: AbilityRule[];
  extras?: { eCommerceCartItemsCount?: number };
}

export interface SessionTokens {
  accessToken: string;
  /** The demo register call may answer without one (SPEC §7); then the stored one is removed. */
  refreshToken?: string | null;
}

export interface Session extends SessionTokens {
  userData: UserData;
}
