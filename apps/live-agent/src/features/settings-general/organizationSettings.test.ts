// The General Settings request body, form values and time zones, without the screen.
import type { Organization } from '@live-agent/contracts';
import { organizationRequestBody } from './organizationSettings.body';
import { toFormValues } from './organizationSettings.rules';
import { filterTimeZone, supportedTimeZones, timeZoneOptions, utcOffsetOf } from './timezones';

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
