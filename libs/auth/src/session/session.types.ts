// What the client keeps of a sign-in. The user itself is a contract (@live-agent/contracts, auth).
import type { UserData } from '@live-agent/contracts';

export interface SessionTokens {
  accessToken: string;
  /** Answered by the demo's calls, never kept: the API sets it as an httpOnly cookie (docs/architecture.md, "Tokens"). */
  refreshToken?: string | null;
}

export interface Session extends SessionTokens {
  userData: UserData;
}
