// Public surface of @live-agent/auth (a Module Federation singleton: one copy of the session, the API client
// factory, the ability context and the error catalogue for the shell and every remote). Named exports only.

// Session (docs/architecture.md, "Tokens")
export {
  SESSION_KEYS,
  getUserData,
  getAccessToken,
  saveSession,
  saveTokens,
  clearSession,
  isUserLoggedIn,
  saveUserProfile,
  type UserProfile,
} from './session/session';
export type { Session, SessionTokens } from './session/session.types';
export {
  KEPT_DRAFT_DAYS,
  forgetKeptDraft,
  keepDraftsOfEndingSession,
  keptDraft,
  registerDraft,
  type DraftReader,
} from './session/keptDrafts';

// API client
export { createApiClient, resumeSession, type ApiClientOptions } from './api/createApiClient';
export { apiStoreContexts } from './api/storeContexts';
export { productApiBase, type ProductApiConfig } from './api/productApiBase';
export { authApi, type AuthApiClient } from './api/auth.api';

// Error catalogue
export {
  describeApiError,
  reportApiError,
  setSessionEndHandler,
  UNAUTHENTICATED_MESSAGE,
  type Notify,
} from './errors/describeApiError';

// Multipart forms
export { toFormData, type FormDataValue } from './forms/toFormData';

// Abilities and route guard
export type { AppAbility, AbilityRule } from './abilities/ability.types';
export { GUEST_RULES, rulesFor, defineAbilityFor, updateAbilityFor } from './abilities/defineAbility';
export {
  AbilityProvider,
  AbilityContext,
  Can,
  useAppAbility,
  type AbilityProviderProps,
} from './abilities/AbilityContext';
export { RequireAbility, LOGIN_PATH, NOT_AUTHORIZED_PATH, type RequireAbilityProps } from './abilities/RequireAbility';
export { homeRouteFor, DASHBOARD_PATH, ACCESS_CONTROL_PATH } from './abilities/homeRoute';

// Auth state
export {
  authSlice,
  authReducer,
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registerFailed,
  authErrorCleared,
  profileChanged,
  logout,
  selectAuthState,
  selectAuthUser,
  selectSignedOut,
  selectIsLoggedIn,
  selectAuthStatus,
  selectAuthError,
  type WithAuthState,
} from './auth/auth.slice';
export { authSaga, loginSaga, registerSaga, logoutSaga, toFieldErrors } from './auth/auth.sagas';
export { authFeature } from './auth/auth.feature';
export type { AuthState, AuthField, AuthFieldErrors, LoginCredentials, RegisterDetails } from './auth/auth.types';

// Translations
export {
  AUTH_NAMESPACE,
  authTranslations,
  registerAuthTranslations,
  translateAuth,
  type AuthTranslations,
  type AuthTranslationKey,
} from './i18n/translations';
