// The General Settings rules, slice and sagas (against the real Mirage routes), without the screen.
import type { Server } from 'miragejs';
import type { Organization } from '@live-agent/contracts';
import { createTestStore, initTestI18n, signIn, startTestServer } from '../../test/render';
import {
  initialOrganizationSettingsState,
  organizationSettingsActions,
  organizationSettingsSlice,
  organizationSettingsSaga,
  SHELL_ORGANIZATION_LOADED,
  type OrganizationSettingsState,
} from './organizationSettings.feature';
import { organizationRequestBody } from './organizationSettings.body';
import { toFormValues } from './organizationSettings.rules';
import { filterTimeZone, supportedTimeZones, timeZoneOptions, utcOffsetOf } from './timezones';
import { until } from '@live-agent/test-fixtures';

const ORGANIZATION: Organization = {
  id: 1,
  name: 'Acme Support',
  image: 'data:image/svg+xml;base64,AAAA',
  timezone: 'Europe/Berlin',
  locale: 'en',
  settings: {
    routingMethod: 'load_balancing',
    defaultMaxConcurrentChats: 5,
    csatEnabled: true,
    requireCommentOnClose: false,
    requireCategoryOnClose: true,
    autoCloseIdleMinutes: 0,
    offlineMessage: 'Offline',
  },
};

describe('request body', () => {
  const { image: _logo, ...values } = toFormValues(ORGANIZATION);

  it('is JSON without the logo when the logo stays', () => {
    expect(organizationRequestBody({ ...values, name: '  Acme  ' }, { kind: 'keep' })).toEqual({
      name: 'Acme',
      timezone: 'Europe/Berlin',
      locale: 'en',
      settings: ORGANIZATION.settings,
    });
  });

  it('sends image null to remove the logo', () => {
    expect(organizationRequestBody(values, { kind: 'remove' })).toMatchObject({ image: null });
  });

  it('is multipart with the file and bracketed settings when a new logo goes with it', () => {
    const file = new File(['x'], 'logo.webp', { type: 'image/webp' });
    const body = organizationRequestBody(values, { kind: 'replace', file }) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('image')).toBeInstanceOf(File);
    expect((body.get('image') as File).name).toBe('logo.webp');
    expect(body.get('name')).toBe('Acme Support');
    expect(body.get('settings[csatEnabled]')).toBe('1');
    expect(body.get('settings[requireCommentOnClose]')).toBe('0');
    expect(body.get('settings[autoCloseIdleMinutes]')).toBe('0');
  });

  it('starts the form from the organisation with the logo kept', () => {
    expect(toFormValues(ORGANIZATION)).toEqual({
      name: 'Acme Support',
      timezone: 'Europe/Berlin',
      locale: 'en',
      settings: ORGANIZATION.settings,
      image: { kind: 'keep' },
    });
  });
});

describe('time zones', () => {
  it('lists the engine’s zones with UTC, labelled with their offset', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(utcOffsetOf('UTC')).toMatch(/^GMT(\+0)?$/);
    expect(utcOffsetOf('Asia/Kolkata')).toBe('GMT+5:30');
    expect(utcOffsetOf('Not/AZone')).toBe('');
    expect(timeZoneOptions().find((option) => option.value === 'America/New_York')?.label).toMatch(
      /^America\/New York \(GMT-[45]\)$/,
    );
  });

  it('keeps a stored zone the engine does not list, and searches with spaces or underscores', () => {
    expect(timeZoneOptions(['Mars/Olympus_Mons'])[0]).toEqual({
      value: 'Mars/Olympus_Mons',
      label: 'Mars/Olympus_Mons',
    });
    expect(filterTimeZone('new york', { label: 'America/New York (GMT-5)', value: 'America/New_York' })).toBe(true);
    expect(filterTimeZone('new_york', { label: 'America/New York (GMT-5)', value: 'America/New_York' })).toBe(true);
    expect(filterTimeZone('berlin', { label: 'America/New York (GMT-5)', value: 'America/New_York' })).toBe(false);
  });
});

describe('organizationSettings slice', () => {
  const reduce = (state: OrganizationSettingsState, action: { type: string; payload?: unknown }) =>
    organizationSettingsSlice.reducer(state, action);

  it('tracks loading, saving and field errors', () => {
    let state = reduce(initialOrganizationSettingsState, organizationSettingsActions.fetch());
    expect(state.status).toBe('loading');
    state = reduce(state, organizationSettingsActions.loaded(ORGANIZATION));
    expect(state).toMatchObject({ status: 'ready', organization: ORGANIZATION });
    state = reduce(
      state,
      organizationSettingsActions.save({ values: toFormValues(ORGANIZATION), logo: { kind: 'keep' } }),
    );
    expect(state.saving).toBe(true);
    state = reduce(state, organizationSettingsActions.saveFailed({ name: ['Required'] }));
    expect(state).toMatchObject({ saving: false, fieldErrors: { name: ['Required'] }, organization: ORGANIZATION });
    state = reduce(state, organizationSettingsActions.saved({ ...ORGANIZATION, name: 'New' }));
    expect(state).toMatchObject({ saving: false, fieldErrors: null, organization: { name: 'New' } });
  });
});

describe('organizationSettings sagas against Mirage', () => {
  let server: Server;

  beforeAll(async () => {
    await initTestI18n();
  });

  beforeEach(async () => {
    server = startTestServer();
    await signIn('admin');
  });

  afterEach(() => {
    server.shutdown();
  });

  function storeWithFeature() {
    const store = createTestStore();
    const seen: Array<{ type: string; payload?: unknown }> = [];
    store.injectSlice(organizationSettingsSlice);
    // A reducer that records every action, standing in for the shell's organisation slice.
    store.injectSlice({
      reducerPath: 'seen',
      name: 'seen',
      reducer: (state: unknown = null, action: { type: string; payload?: unknown }) => {
        seen.push(action);
        return state;
      },
    } as never);
    store.injectSaga('organizationSettings', organizationSettingsSaga);
    const state = () => (store.getState() as { organizationSettings: OrganizationSettingsState }).organizationSettings;
    return { store, state, seen };
  }

  it('loads the organisation, saves a change and tells the shell', async () => {
    const { store, state, seen } = storeWithFeature();
    store.dispatch(organizationSettingsActions.fetch());
    await until(() => state().status === 'ready');
    expect(state().organization?.name).toBe('Acme Support');

    const { image: _logo, ...values } = toFormValues(state().organization!);
    store.dispatch(
      organizationSettingsActions.save({
        values: { ...values, settings: { ...values.settings, autoCloseIdleMinutes: 0 } },
        logo: { kind: 'remove' },
      }),
    );
    await until(() => !state().saving);
    expect(state().organization).toMatchObject({ image: '', settings: { autoCloseIdleMinutes: 0 } });
    expect(seen.filter((action) => action.type === SHELL_ORGANIZATION_LOADED)).toEqual([
      { type: SHELL_ORGANIZATION_LOADED, payload: { name: 'Acme Support', image: '' } },
    ]);
  });

  it('keeps the server’s field errors of a refused save', async () => {
    const { store, state } = storeWithFeature();
    store.dispatch(organizationSettingsActions.fetch());
    await until(() => state().status === 'ready');
    const { image: _logo, ...values } = toFormValues(state().organization!);
    store.dispatch(
      organizationSettingsActions.save({
        values: { ...values, settings: { ...values.settings, defaultMaxConcurrentChats: 40 } },
        logo: { kind: 'keep' },
      }),
    );
    await until(() => !state().saving);
    expect(state().fieldErrors).toEqual({
      'settings.defaultMaxConcurrentChats': ['Enter a whole number from 1 to 20.'],
    });
    expect(state().organization?.settings.defaultMaxConcurrentChats).toBe(5);
  });
});
