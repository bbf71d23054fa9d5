// The auth area of the one store (docs/architecture.md, State). The reducer only records what happened; the sagas do the
// calls and the storage. The initial user is read from storage so a reload stays signed in.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserData } from '@live-agent/contracts';
import { getUserData, type UserProfile } from '../session/session';
import type { AuthFieldErrors, AuthState, LoginCredentials, RegisterDetails } from './auth.types';

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ userData: getUserData(), status: 'idle', error: null, signedOut: false }),
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginCredentials>) {
      state.status = 'loading';
      state.error = null;
    },
    loginSucceeded(state, action: PayloadAction<UserData>) {
      state.userData = action.payload;
      state.status = 'idle';
      state.error = null;
      state.signedOut = false;
    },
    loginFailed(state, action: PayloadAction<AuthFieldErrors>) {
      state.status = 'error';
      state.error = action.payload;
    },
    registerRequested(state, _action: PayloadAction<RegisterDetails>) {
      state.status = 'loading';
      state.error = null;
    },
    registerFailed(state, action: PayloadAction<AuthFieldErrors>) {
      state.status = 'error';
      state.error = action.payload;
    },
    /** The user edited the form: hide the previous errors. */
    authErrorCleared(state) {
      if (state.status === 'error') state.status = 'idle';
      state.error = null;
    },
    /**
     * The signed-in user saved their own profile (account settings): whatever shows the user (the navbar's name and
     * avatar) follows at once; the auth saga keeps it for a reload.
     */
    profileChanged(state, action: PayloadAction<UserProfile>) {
      if (state.userData) Object.assign(state.userData, action.payload);
    },
    logout(state) {
      state.userData = null;
      state.status = 'idle';
      state.error = null;
      state.signedOut = true;
    },
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  registerRequested,
  registerFailed,
  authErrorCleared,
  profileChanged,
  logout,
} = authSlice.actions;

export const authReducer = authSlice.reducer;

/** Any root state; the auth area may be missing (e.g. a remote running alone without it). */
export interface WithAuthState {
  auth?: AuthState;
}

// Without the slice, selectors answer from the initial state (the stored user), rebuilt only when that user
// changes so useSelector gets a stable value.
let fallback: AuthState | null = null;
function initialAuthState(): AuthState {
  const userData = getUserData();
  if (!fallback || fallback.userData !== userData)
    fallback = { userData, status: 'idle', error: null, signedOut: false };
  return fallback;
}

export const selectAuthState = (state: WithAuthState): AuthState => state.auth ?? initialAuthState();
export const selectAuthUser = (state: WithAuthState): UserData | null => selectAuthState(state).userData;
export const selectIsLoggedIn = (state: WithAuthState): boolean => selectAuthState(state).userData !== null;
export const selectAuthStatus = (state: WithAuthState) => selectAuthState(state).status;
export const selectAuthError = (state: WithAuthState) => selectAuthState(state).error;
/** The user signed out on this page (see AuthState). */
export const selectSignedOut = (state: WithAuthState): boolean => selectAuthState(state).signedOut;
