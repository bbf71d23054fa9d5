// The eight sign-in page variants: two layouts (v1 a centred card, v2 a split page with an illustration) for
// each of the four auth forms. Paths are also in the shell's BLANK_LAYOUT_PATHS (federation/remoteCatalog.ts).
import type { AuthFormLinks } from '@live-agent/auth/forms';

export type AuthFormKind = 'login' | 'register' | 'forgotPassword' | 'resetPassword';
export type AuthLayoutVariant = 'v1' | 'v2';

const SLUGS: Record<AuthFormKind, string> = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
};

export const variantPath = (kind: AuthFormKind, variant: AuthLayoutVariant) => `/pages/${SLUGS[kind]}-${variant}`;

/** A variant's links lead to its siblings in the same layout. */
export const variantLinks = (variant: AuthLayoutVariant): AuthFormLinks => ({
  login: variantPath('login', variant),
  register: variantPath('register', variant),
  forgotPassword: variantPath('forgotPassword', variant),
});

export const AUTH_FORM_KINDS: AuthFormKind[] = ['login', 'register', 'forgotPassword', 'resetPassword'];
