// Sign-in, registration and sign-out. The API client comes from saga context (`getContext('api')`) so
// tests pass a fake; when the context also holds the app's CASL ability (`ability`) it is updated in place, so
// menus and route guards follow the signed-in user without a reload.
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { LoginResponse, RegisterResponse, UserData } from '@live-agent/contracts';
import { authApi, type AuthApiClient } from '../api/auth.api';
import { updateAbilityFor } from '../abilities/defineAbility';
import type { AppAbility } from '../abilities/ability.types';
import { translateAuth } from '../i18n/translations';
import { clearSession, saveSession, saveUserProfile, type UserProfile } from '../session/session';
import { withTokenClaims } from '../session/tokenClaims';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  logout,
  profileChanged,
  registerFailed,
  registerRequested,
} from './auth.slice';
import type { AuthField, AuthFieldErrors, LoginCredentials, RegisterDetails } from './auth.types';

const FIELDS: readonly AuthField[] = ['email', 'password', 'username'];

function firstText(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  return list.find((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** `{ email: ['msg'] }` or `{ email: 'msg' }` → `{ email: 'msg' }`; messages of unknown keys go to `form`. */
export function toFieldErrors(raw: unknown): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [key, value] of Object.entries(raw)) {
      const text = firstText(value);
      if (!text) continue;
      const field = (FIELDS as readonly string[]).includes(key) ? (key as AuthField) : 'form';
      errors[field] ??= text;
    }
  } else if (firstText(raw)) {
    errors.form = firstText(raw);
  }
  return errors;
}

/** The errors, or 'Something went wrong' when they name nothing to show (docs/demo-api.md, Auth). */
const orSomethingWentWrong = (errors: AuthFieldErrors): AuthFieldErrors =>
  Object.keys(errors).length ? errors : { form: translateAuth('errors.somethingWentWrong') };

/** The field errors a failed call carries in `response.data.error`, or 'Something went wrong'. */
function errorsOfFailure(error: unknown): AuthFieldErrors {
  const data = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data;
  return orSomethingWentWrong(toFieldErrors(data?.error));
}

function* syncAbility(userData: UserData | null) {
  const ability: AppAbility | undefined = yield getContext('ability');
  if (ability) updateAbilityFor(ability, userData);
}

/** Signs the answered user in, role and abilities as the token says, as after a reload (session/tokenClaims.ts). */
function* signIn(answered: UserData, accessToken: string) {
  const userData = withTokenClaims(answered, accessToken);
  yield call(saveSession, { userData, accessToken });
  yield* syncAbility(userData);
  yield put(loginSucceeded(userData));
}

/**
 * The API's answer to `send` with `payload`, or undefined once the call failed and `failed` was put with its field
 * errors.
 */
function* answerOf<P, R>(
  send: (api: AuthApiClient, payload: P) => Promise<R>,
  payload: P,
  failed: (errors: AuthFieldErrors) => PayloadAction<AuthFieldErrors>,
) {
  const api: AuthApiClient = yield getContext('api');
  try {
    const response: R = yield call(send, api, payload);
    return response;
  } catch (error) {
    yield put(failed(errorsOfFailure(error)));
    return undefined;
  }
}

export function* loginSaga(action: PayloadAction<LoginCredentials>) {
  const response: LoginResponse | undefined = yield* answerOf(authApi.login, action.payload, loginFailed);
  if (response) yield* signIn(response.userData, response.accessToken);
}

export function* registerSaga(action: PayloadAction<RegisterDetails>) {
  const response: RegisterResponse | undefined = yield* answerOf(authApi.register, action.payload, registerFailed);
  if (!response) return;
  if ('error' in response) {
    yield put(registerFailed(orSomethingWentWrong(toFieldErrors(response.error))));
    return;
  }
  // Registration signs the new user in, as a member of the demo apps (docs/architecture.md, Roles).
  yield* signIn(response.user, response.accessToken);
}

export function* logoutSaga() {
  yield call(clearSession);
  yield* syncAbility(null);
  // The refresh cookie ends on the server; signed out here whatever it answers (offline, say).
  const api: AuthApiClient | undefined = yield getContext('api');
  if (api) {
    try {
      yield call(authApi.logout, api);
    } catch {
      // Nothing to tell: the page is signed out; an unended cookie expires with its ten minutes.
    }
  }
}

/** A changed profile is kept in storage too, so a reload shows the new name at once. */
export function* profileSaga(action: PayloadAction<UserProfile>) {
  yield call(saveUserProfile, action.payload);
}

export function* authSaga() {
  yield takeEvery(profileChanged.type, profileSaga);
  yield takeLatest(loginRequested.type, loginSaga);
  yield takeLatest(registerRequested.type, registerSaga);
  yield takeEvery(logout.type, logoutSaga);
}
