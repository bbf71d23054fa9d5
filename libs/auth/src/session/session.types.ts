// What the client keeps of a sign-in. The user itself is a contract (@live-agent/contracts, auth).
import type { UserData } from '@live-agent/contracts';

export interface SessionTokens {
  accessToken: string;
  /** The demo register call may answer without one (docs/demo-api.md, auth); then the stored one is removed. */
  refreshToken?: string | null;
}

export interface Session extends SessionTokens {
  userData: UserData;
}
