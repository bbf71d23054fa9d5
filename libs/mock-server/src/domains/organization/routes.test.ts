import type { Server } from 'miragejs';
import { startMockServer } from '../../server';
import { api, login, PRODUCT_API } from '../../testing';
import { ACME_LOGO, ACME_ORGANIZATION } from './seeds';

let server: Server | undefined;

afterEach(() => {
  server?.shutdown();
  server = undefined;
  jest.restoreAllMocks();
});

describe('GET {productApiBase}/api/v1/current-organization', () => {
  it('returns the organisation name and logo on the product API origin, without a token', async () => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    const response = await api.get(`${PRODUCT_API}/api/v1/current-organization`);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      row: { name: 'Acme Support', image: expect.stringMatching(/^data:image\/svg\+xml,.*%3Csvg/) },
    });
  });

  it('is not served on the page origin when the product API lives elsewhere', async () => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    const handled: string[] = [];
    const original = server.pretender.handledRequest;
    server.pretender.handledRequest = function (verb, path, request) {
      handled.push(path);
      original.call(this, verb, path, request);
    };
    jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom reports the refused connection
    await api.get('/api/v1/current-organization').catch(() => undefined);
    expect(handled).toEqual([]);
  });

  it('defaults productApiBase to the page origin', async () => {
    server = startMockServer({ environment: 'test' });
    const response = await api.get('/api/v1/current-organization');
    expect(response.status).toBe(200);
    expect(response.data.row.name).toBe('Acme Support');
  });

  it('seeds the organisation settings the product screens read', () => {
    server = startMockServer({ environment: 'test' });
    expect(server.db.organizations).toHaveLength(1);
    // Mirage's own table keeps the id as text.
    const { id: _id, ...seeded } = ACME_ORGANIZATION;
    expect(server.db.organizations[0]).toMatchObject({ ...seeded, timezone: 'Europe/Berlin' });
  });
});

describe('GET/PUT {productApiBase}/api/v1/organization', () => {
  const URL = `${PRODUCT_API}/api/v1/organization`;
  let token: string;
  const auth = (headers: Record<string, string> = {}) => ({
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });

  const VALID = {
    name: 'Globex Help',
    timezone: 'America/New_York',
    locale: 'de',
    settings: {
      routingMethod: 'round_robin',
      defaultMaxConcurrentChats: 8,
      csatEnabled: false,
      requireCommentOnClose: true,
      requireCategoryOnClose: false,
      autoCloseIdleMinutes: 0,
      offlineMessage: 'Back at 9.',
    },
  };

  beforeEach(async () => {
    server = startMockServer({ environment: 'test', productApiBase: PRODUCT_API });
    token ??= (await login('admin@demo.com', 'admin')).accessToken;
  });

  it('GET answers the full record with a token, 401 without', async () => {
    expect((await api.get(URL)).status).toBe(401);
    expect((await api.put(URL, VALID)).status).toBe(401);
    const response = await api.get(URL, auth());
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: ACME_ORGANIZATION });
  });

  it('PUT with JSON saves and answers 200 { data }; current-organization follows', async () => {
    const response = await api.put(URL, VALID, auth());
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ data: { ...VALID, id: 1, image: ACME_LOGO } });
    expect((await api.get(URL, auth())).data.data).toEqual(response.data.data);
    expect((await api.get(`${PRODUCT_API}/api/v1/current-organization`)).data).toEqual({
      row: { name: 'Globex Help', image: ACME_LOGO },
    });
  });

  it('PUT keeps fields it was not sent', async () => {
    const response = await api.put(URL, { settings: { csatEnabled: false } }, auth());
    expect(response.data.data).toEqual({
      ...ACME_ORGANIZATION,
      settings: { ...ACME_ORGANIZATION.settings, csatEnabled: false },
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'This field is required.'],
    [{ name: 'x'.repeat(81) }, 'name', 'Use at most 80 characters.'],
    [{ timezone: 'Europe/Atlantis' }, 'timezone', 'Pick a valid time zone.'],
    [{ timezone: '+02:00' }, 'timezone', 'Pick a valid time zone.'],
    [{ locale: 'es' }, 'locale', 'Pick one of the offered values.'],
    [{ settings: { routingMethod: 'random' } }, 'settings.routingMethod', 'Pick one of the offered values.'],
    [
      { settings: { defaultMaxConcurrentChats: 0 } },
      'settings.defaultMaxConcurrentChats',
      'Enter a whole number from 1 to 20.',
    ],
    [
      { settings: { defaultMaxConcurrentChats: 21 } },
      'settings.defaultMaxConcurrentChats',
      'Enter a whole number from 1 to 20.',
    ],
    [
      { settings: { defaultMaxConcurrentChats: null } },
      'settings.defaultMaxConcurrentChats',
      'This field is required.',
    ],
    [
      { settings: { autoCloseIdleMinutes: 1441 } },
      'settings.autoCloseIdleMinutes',
      'Enter a whole number from 0 to 1440.',
    ],
    [
      { settings: { autoCloseIdleMinutes: 2.5 } },
      'settings.autoCloseIdleMinutes',
      'Enter a whole number from 0 to 1440.',
    ],
    [{ settings: { offlineMessage: 'x'.repeat(501) } }, 'settings.offlineMessage', 'Use at most 500 characters.'],
    [{ settings: { csatEnabled: 'perhaps' } }, 'settings.csatEnabled', 'Choose yes or no.'],
    [{ settings: { requireCommentOnClose: 'perhaps' } }, 'settings.requireCommentOnClose', 'Choose yes or no.'],
    [{ settings: { requireCategoryOnClose: 2 } }, 'settings.requireCategoryOnClose', 'Choose yes or no.'],
  ])('PUT %p answers 422 on %s and saves nothing', async (body, field, message) => {
    const response = await api.put(URL, body, auth());
    expect(response.status).toBe(422);
    expect(response.data).toEqual({ message: 'The given data was invalid.', errors: { [field]: [message] } });
    expect((await api.get(URL, auth())).data.data).toEqual(ACME_ORGANIZATION);
  });

  it('accepts every IANA zone, UTC and an auto-close of 0 (never)', async () => {
    for (const timezone of ['UTC', 'Asia/Kolkata', 'America/Sao_Paulo']) {
      expect((await api.put(URL, { timezone, settings: { autoCloseIdleMinutes: 0 } }, auth())).status).toBe(200);
    }
  });

  it('localizes its messages', async () => {
    const response = await api.put(
      URL,
      { name: '', settings: { defaultMaxConcurrentChats: 50 } },
      auth({ 'Accept-Language': 'fr-FR' }),
    );
    expect(response.data).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: {
        name: ['Ce champ est obligatoire.'],
        'settings.defaultMaxConcurrentChats': ['Saisissez un nombre entier de 1 à 20.'],
      },
    });
  });

  /** What libs/auth toFormData sends: bracket keys, booleans '1'/'0', null as ''. */
  function multipart(fields: Record<string, string | Blob>): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return form;
  }

  const FLAT = {
    name: 'Globex Help',
    timezone: 'America/New_York',
    locale: 'pt',
    'settings[routingMethod]': 'manual',
    'settings[defaultMaxConcurrentChats]': '12',
    'settings[csatEnabled]': '0',
    'settings[requireCommentOnClose]': '1',
    'settings[requireCategoryOnClose]': '0',
    'settings[autoCloseIdleMinutes]': '45',
    'settings[offlineMessage]': '',
  };
  const FLAT_SETTINGS = {
    routingMethod: 'manual',
    defaultMaxConcurrentChats: 12,
    csatEnabled: false,
    requireCommentOnClose: true,
    requireCategoryOnClose: false,
    autoCloseIdleMinutes: 45,
    offlineMessage: '',
  };

  it('PUT multipart with a logo file stores it as a data URL', async () => {
    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    const response = await api.put(URL, multipart({ ...FLAT, image: logo }), auth());
    expect(response.status).toBe(200);
    const image = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(response.data).toEqual({
      data: { id: 1, name: 'Globex Help', image, timezone: 'America/New_York', locale: 'pt', settings: FLAT_SETTINGS },
    });
    expect((await api.get(`${PRODUCT_API}/api/v1/current-organization`)).data).toEqual({
      row: { name: 'Globex Help', image },
    });
  });

  it('PUT multipart without a file keeps the logo for image "", and removes it with removeImage=1', async () => {
    const kept = await api.put(URL, multipart({ ...FLAT, image: '' }), auth());
    expect(kept.status).toBe(200);
    expect(kept.data.data).toEqual({
      id: 1,
      name: 'Globex Help',
      image: ACME_LOGO,
      timezone: 'America/New_York',
      locale: 'pt',
      settings: FLAT_SETTINGS,
    });
    const removed = await api.put(URL, multipart({ image: '', removeImage: '1' }), auth());
    expect(removed.data.data.image).toBe('');
    expect((await api.get(`${PRODUCT_API}/api/v1/current-organization`)).data.row.image).toBe('');
  });

  it('a string image sets the URL; JSON image null removes the logo', async () => {
    expect((await api.put(URL, { image: 'https://cdn.acme.test/logo.png' }, auth())).data.data.image).toBe(
      'https://cdn.acme.test/logo.png',
    );
    expect((await api.put(URL, { image: null }, auth())).data.data.image).toBe('');
  });

  it('PUT multipart validates like JSON, and refuses a file that is not an image', async () => {
    const response = await api.put(
      URL,
      multipart({
        ...FLAT,
        'settings[defaultMaxConcurrentChats]': '',
        image: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      }),
      auth(),
    );
    expect(response.status).toBe(422);
    expect(response.data.errors).toEqual({
      'settings.defaultMaxConcurrentChats': ['This field is required.'],
      image: ['Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.'],
    });
    expect((await api.get(URL, auth())).data.data).toEqual(ACME_ORGANIZATION);
  });

  describe('the logo is decoded, not trusted by its name', () => {
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const GIF = new TextEncoder().encode('GIF89a\x01\x00');
    const WEBP = new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ');

    it.each([
      ['png', PNG, 'image/png'],
      ['jpeg', JPEG, 'image/jpeg'],
      ['gif', GIF, 'image/gif'],
      ['webp', WEBP, 'image/webp'],
      [
        'svg',
        new TextEncoder().encode(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
        ),
        'image/svg+xml',
      ],
    ])('accepts a real %s file', async (_kind, bytes, type) => {
      const response = await api.put(URL, multipart({ image: new File([bytes], 'logo', { type }) }), auth());
      expect(response.status).toBe(200);
      expect(response.data.data.image).toMatch(new RegExp(`^data:${type.replace('+', '\\+')};base64,`));
    });

    it.each([
      ['a text file renamed .png', new File(['just some notes'], 'logo.png', { type: 'image/png' })],
      ['an empty file', new File([], 'logo.png', { type: 'image/png' })],
      [
        'an SVG with a script',
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.svg', {
          type: 'image/svg+xml',
        }),
      ],
      [
        'an SVG with an event handler',
        new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'logo.svg', {
          type: 'image/svg+xml',
        }),
      ],
      [
        'an SVG with a javascript: link',
        new File(
          [
            '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>',
          ],
          'logo.svg',
          { type: 'image/svg+xml' },
        ),
      ],
      ['XML that is not an SVG', new File(['<html><body/></html>'], 'logo.svg', { type: 'image/svg+xml' })],
      [
        'broken XML',
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'], 'logo.svg', { type: 'image/svg+xml' }),
      ],
    ])('refuses %s with a localized message, and keeps the logo', async (_case, file) => {
      const response = await api.put(
        URL,
        multipart({ name: 'Changed', image: file }),
        auth({ 'Accept-Language': 'pt' }),
      );
      expect(response.status).toBe(422);
      expect(response.data).toEqual({
        message: 'Os dados indicados são inválidos.',
        errors: { image: ['Este ficheiro não é uma imagem válida. Use PNG, JPEG, GIF, WebP ou SVG (sem scripts).'] },
      });
      expect((await api.get(URL, auth())).data.data).toEqual(ACME_ORGANIZATION);
    });

    it('checks a data URL sent as the image string the same way; the seeded logo passes', async () => {
      const notes = `data:image/png;base64,${btoa('just some notes')}`;
      expect((await api.put(URL, { image: notes }, auth())).data.errors).toEqual({
        image: ['This file is not a valid image. Use PNG, JPEG, GIF, WebP or SVG (without scripts).'],
      });
      expect((await api.put(URL, { image: 'javascript:alert(1)' }, auth())).status).toBe(422);
      expect((await api.put(URL, { image: ACME_LOGO }, auth())).status).toBe(200);
      const png = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
      expect((await api.put(URL, { image: png }, auth())).data.data.image).toBe(png);
    });
  });

  describe('the logo rule (the General Settings form’s too): PNG, JPEG, GIF, WebP or SVG of at most 1 MB', () => {
    const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    /** A file of `size` bytes that starts like a PNG. */
    const pngOf = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(PNG_SIGNATURE);
      return new File([bytes], 'logo.png', { type: 'image/png' });
    };

    it('takes a logo of exactly 1 MB, and a GIF', async () => {
      expect((await api.put(URL, multipart({ image: pngOf(1024 * 1024) }), auth())).status).toBe(200);
      const gif = new File([new TextEncoder().encode('GIF89a\x01\x00')], 'logo.gif', { type: 'image/gif' });
      const response = await api.put(URL, multipart({ image: gif }), auth());
      expect(response.status).toBe(200);
      expect(response.data.data.image).toMatch(/^data:image\/gif;base64,/);
    });

    it.each([
      ['en', 'Use a PNG, JPEG, GIF, WebP or SVG image of at most 1 MB.'],
      ['de', 'Verwenden Sie ein PNG-, JPEG-, GIF-, WebP- oder SVG-Bild von höchstens 1 MB.'],
      ['fr', 'Utilisez une image PNG, JPEG, GIF, WebP ou SVG de 1 Mo au maximum.'],
      ['pt', 'Use uma imagem PNG, JPEG, GIF, WebP ou SVG de no máximo 1 MB.'],
    ])('refuses a logo above 1 MB or of another type in its words (%s), and keeps the logo', async (language, text) => {
      const bmp = new File([new TextEncoder().encode('BM')], 'logo.bmp', { type: 'image/bmp' });
      for (const image of [pngOf(1024 * 1024 + 1), bmp]) {
        const response = await api.put(URL, multipart({ image }), auth({ 'Accept-Language': language }));
        expect(response.status).toBe(422);
        expect(response.data.errors).toEqual({ image: [text] });
      }
      const tooBig = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_SIGNATURE).padEnd(1024 * 1024 + 1, '\0'))}`;
      expect((await api.put(URL, { image: tooBig }, auth({ 'Accept-Language': language }))).data.errors).toEqual({
        image: [text],
      });
      expect((await api.get(URL, auth())).data.data).toEqual(ACME_ORGANIZATION);
    });
  });
});
