// The session's one localStorage key, and the one question a page can ask before its shared libraries are in
// (`@live-agent/auth/session-keys`: no import, so a host's entry may bundle it; docs/architecture.md, "How the page
// stays light"). The tokens are not in storage (docs/architecture.md, "Tokens").

export const SESSION_KEYS = {
  /** The signed-in user's profile (name, avatar, e-mail): what the navbar shows, nothing it is allowed to do. */
  userData: 'userData',
} as const;

/** Where an older version kept the tokens, readable by any script: removed wherever they are found. */
export const LEGACY_TOKEN_KEYS = ['accessToken', 'refreshToken'] as const;

/**
 * Whether someone was signed in on this browser (a stored user): a hint for what to start downloading and whether
 * to renew the access token from the refresh cookie, never a check of who is signed in (`isUserLoggedIn` is).
 */
export function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(SESSION_KEYS.userData) !== null;
  } catch {
    return false; // storage disabled (privacy mode): signed out
  }
}
