import type { UserData } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';

/** Form fields an auth error can belong to; `form` is for errors that belong to no field. */
export type AuthField = 'email' | 'password' | 'username' | 'form';

/** One message per field, ready for the form (`{ email: 'This email is already in use.' }`). */
export type AuthFieldErrors = Partial<Record<AuthField, string>>;

export interface AuthState {
  userData: UserData | null;
  /** The last sign-in or registration: 'error' while its errors show; back to 'idle' once it succeeds. */
  status: RequestStatus;
  error: AuthFieldErrors | null;
  /**
   * The user signed out on this page (the navbar's Sign out): the page they were on is theirs, not where the next
   * sign-in, maybe someone else's, should return to.
   */
  signedOut: boolean;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface RegisterDetails {
  email: string;
  password: string;
  username: string;
}
