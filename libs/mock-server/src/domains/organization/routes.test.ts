import type { Server } from 'miragejs';
import { startMockServer } from '../../server';
import { api, PRODUCT_API } from '../../test-helpers';

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
    expect(server.db.organizations[0]).toMatchObject({
      name: 'Acme Support',
      timezone: 'Europe/Berlin',
      locale: 'en',
      settings: {
        routingMethod: 'load_balancing',
        defaultMaxConcurrentChats: 5,
        csatEnabled: true,
        requireCommentOnClose: false,
        requireCategoryOnClose: true,
        autoCloseIdleMinutes: 30,
        offlineMessage: expect.any(String),
      },
    });
  });
});
