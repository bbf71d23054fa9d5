// The General Settings state (its own small slice, not the CRUD factory: there is one organisation, no list).
// Named 'organizationSettings' because the shell owns the 'organization' slice (name and logo in the
// navbar); after a save this feature tells that slice through the `organization/loaded` action it listens to,
// so the navbar shows the new name and logo at once.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import i18n from 'i18next';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import type { Organization } from '@live-agent/contracts';
import { type RequestStatus, validationFailureOf } from '@live-agent/store';
import { productApi, type ProductApi } from '../../crud/productApi';
import { NAMESPACE } from '../../i18n';
import { organizationRequestBody } from './organizationSettings.body';
import type { LogoChange, OrganizationFormValues } from './organizationSettings.types';

export interface OrganizationSettingsState {
  organization: Organization | null;
  status: RequestStatus;
  saving: boolean;
  /** The last save's 422 field errors (keys like 'settings.defaultMaxConcurrentChats'). */
  fieldErrors: Record<string, string[]> | null;
}

export interface SaveOrganizationRequest {
  values: Omit<OrganizationFormValues, 'image'>;
  logo: LogoChange;
}

export const initialOrganizationSettingsState: OrganizationSettingsState = {
  organization: null,
  status: 'idle',
  saving: false,
  fieldErrors: null,
};

/** The shell's organisation slice listens to exactly this type (apps/shell organization.slice.ts). */
export const SHELL_ORGANIZATION_LOADED = 'organization/loaded';

export const organizationSettingsSlice = createSlice({
  name: 'organizationSettings',
  initialState: initialOrganizationSettingsState,
  reducers: {
    fetch(state) {
      state.status = 'loading';
    },
    loaded(state, { payload }: PayloadAction<Organization>) {
      state.organization = payload;
      state.status = 'ready';
    },
    loadFailed(state) {
      state.status = 'error';
    },
    save(state, _action: PayloadAction<SaveOrganizationRequest>) {
      state.saving = true;
      state.fieldErrors = null;
    },
    saved(state, { payload }: PayloadAction<Organization>) {
      state.organization = payload;
      state.saving = false;
      state.fieldErrors = null;
    },
    saveFailed(state, { payload }: PayloadAction<Record<string, string[]> | null>) {
      state.saving = false;
      state.fieldErrors = payload;
    },
  },
});

export const organizationSettingsActions = organizationSettingsSlice.actions;

export const selectOrganizationSettings = (root: Record<string, unknown>): OrganizationSettingsState =>
  (root.organizationSettings as OrganizationSettingsState | undefined) ?? initialOrganizationSettingsState;

const say = (key: string) => i18n.t(`${NAMESPACE}:${key}`);

export function* fetchOrganizationSaga() {
  const api: ProductApi = yield* productApi();
  try {
    const body: { data: Organization } = yield call(api.get, '/organization');
    yield put(organizationSettingsActions.loaded(body.data));
  } catch (error) {
    yield put(organizationSettingsActions.loadFailed());
    reportApiError(error, toast.error);
  }
}

export function* saveOrganizationSaga({ payload }: PayloadAction<SaveOrganizationRequest>) {
  const api: ProductApi = yield* productApi();
  try {
    const body: { data: Organization } = yield call(
      api.put,
      '/organization',
      organizationRequestBody(payload.values, payload.logo),
    );
    const organization = body.data;
    yield put(organizationSettingsActions.saved(organization));
    yield put({ type: SHELL_ORGANIZATION_LOADED, payload: { name: organization.name, image: organization.image } });
    toast.success(say('general.saved'));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(organizationSettingsActions.saveFailed(failure?.errors ?? null));
    if (failure) toast.error(failure.message || say('common.invalid'));
    else reportApiError(error, toast.error);
  }
}

export function* organizationSettingsSaga() {
  yield all([
    takeLatest(organizationSettingsActions.fetch.type, fetchOrganizationSaga),
    takeEvery(organizationSettingsActions.save.type, saveOrganizationSaga),
  ]);
}

export const organizationSettingsFeature = { slice: organizationSettingsSlice, saga: organizationSettingsSaga };
