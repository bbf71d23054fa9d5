import { screen } from '@testing-library/react';
import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { preload, routes } from './routes';
import { NAMESPACE, resources } from './i18n';
import { initTestI18n, renderRoute, startTestServer } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeRemoteContract({
  namespace: NAMESPACE,
  routes,
  resources,
  rendersFirstScreen: false,
  preload: { run: preload, path: '/apps/email' },
});

describe(`${NAMESPACE} first screen`, () => {
  it('renders the inbox when visited, in the chosen language', async () => {
    const first = routes.find((route) => route.handle)!;
    expect(first.path).toBe('/apps/email');
    const server = startTestServer();
    try {
      await initTestI18n('de');
      await renderRoute(first.path!);
      expect(await screen.findByText('Server maintenance tonight')).toBeInTheDocument();
      expect(screen.getAllByText('Posteingang').length).toBeGreaterThan(0);
      expect(screen.getAllByLabelText('E-Mails durchsuchen').length).toBeGreaterThan(0);
    } finally {
      server.shutdown();
      await initTestI18n('en');
    }
  });
});

describe('startEarly: the list a mail URL shows, asked for as the URL opens', () => {
  const startOf = (path: string) => routes.find((route) => route.path === path)!.handle!.startEarly!;
  const asked = (path: string, params: Record<string, string>, search = '') => {
    const get = jest.fn(() => Promise.resolve({ data: { emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0 } } }));
    startOf(path)({ api: { get } as never, apiBase: '' }, { params, search: new URLSearchParams(search) });
    return get.mock.calls as unknown[][];
  };

  it('asks what the page asks first: the folder, the label, the search as typed', () => {
    expect(asked('/apps/email', {})).toEqual([['/apps/email/emails', { params: { folder: 'inbox' } }]]);
    expect(asked('/apps/email/:folder/:id', { folder: 'sent', id: '4' })).toEqual([
      ['/apps/email/emails', { params: { folder: 'sent' } }],
    ]);
    expect(asked('/apps/email/label/:label', { label: 'company' }, 'q=%20invoice%20')).toEqual([
      ['/apps/email/emails', { params: { label: 'company', q: 'invoice' } }],
    ]);
    for (const { name, value } of everyTypedInput) {
      const q = String(value);
      const calls = asked('/apps/email/:folder', { folder: 'inbox' }, new URLSearchParams({ q }).toString());
      expect([name, calls]).toEqual([
        name,
        [['/apps/email/emails', { params: q.trim() ? { folder: 'inbox', q: q.trim() } : { folder: 'inbox' } }]],
      ]);
    }
  });

  it('asks nothing for a segment that names nothing (the page shows a 404)', () => {
    expect(asked('/apps/email/:folder', { folder: '<script>' })).toEqual([]);
    expect(asked('/apps/email/label/:label/:id', { label: 'company', id: '1e3' })).toEqual([]);
  });
});
