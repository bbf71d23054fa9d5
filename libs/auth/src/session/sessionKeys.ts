// The session's localStorage keys, and the one question a page can ask before its shared libraries are in
// (`@live-agent/auth/session-keys`: no import, so a host's entry may bundle it; docs/architecture.md, "How the page
// stays light").

export const SESSION_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

/**
 * Whether a session is stored (a user and an access token), without reading either: a hint for what to start
 * downloading, never a check of who is signed in (`isUserLoggedIn` is).
 */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_KEYS.userData) !== null && localStorage.getItem(SESSION_KEYS.accessToken) !== null;
  } catch {
    return false; // storage disabled (privacy mode): signed out
  }
}
