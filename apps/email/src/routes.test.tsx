import { act, screen, waitFor } from '@testing-library/react';
import { settled } from '@live-agent/test-fixtures';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { signIn } from '@live-agent/ui-kit/testing';
import { preload, routes } from './routes';
import { createTestStore, describeContract, renderRoute, setupScreenTest } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeContract({
  preload: { run: preload, path: '/apps/email' },
  firstScreen: {
    shows: async () => {
      expect(await screen.findByText('Server maintenance tonight')).toBeInTheDocument();
      expect(screen.getAllByText('Posteingang').length).toBeGreaterThan(0);
      expect(screen.getAllByLabelText('E-Mails durchsuchen').length).toBeGreaterThan(0);
    },
  },
});

describe('prefetch: the list a mail URL shows, and its mail, asked for as the URL opens', () => {
  const server = setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

  /** What the route asks for as `url` opens: the server's paths with their queries, once answered. */
  async function prefetched(url: string) {
    const { pathname, search } = new URL(url, 'http://localhost');
    const [{ route, params }] = matchRoutes(routes, pathname)! as Array<{
      route: RemoteRoute;
      params: Record<string, string>;
    }>;
    const store = createTestStore();
    const asked = askedOf();
    const actions = route.handle!.prefetch!({ params, search: new URLSearchParams(search) });
    for (const action of actions) store.dispatch(action as never);
    await waitFor(() => expect(asked).toHaveLength(actions.length));
    return { store, asked };
  }
  /** Whatever the page queued has run. */
  const whenSettled = () => act(() => settled());
  function askedOf() {
    const asked: string[] = [];
    (server().pretender as unknown as { handledRequest: (verb: string, path: string) => void }).handledRequest = (
      _verb,
      path,
    ) => {
      if (path.startsWith('/apps/email/')) asked.push(path);
    };
    return asked;
  }

  it('asks what the page asks first: the folder, the label, the search as typed (trimmed), the open mail', async () => {
    await signIn('admin');
    expect((await prefetched('/apps/email')).asked).toEqual(['/apps/email/emails?folder=inbox']);
    expect((await prefetched('/apps/email/sent/4')).asked.sort()).toEqual([
      '/apps/email/emails?folder=sent',
      '/apps/email/get-email?folder=sent&id=4',
    ]);
    expect((await prefetched('/apps/email/label/company?q=%20invoice%20')).asked).toEqual([
      '/apps/email/emails?label=company&q=invoice',
    ]);
    expect((await prefetched('/apps/email/inbox?q=%20%20')).asked).toEqual(['/apps/email/emails?folder=inbox']);
  });

  it('asks nothing for a segment that names nothing (the page shows a 404)', () => {
    const prefetchOf = (path: string) => routes.find((route) => route.path === path)!.handle!.prefetch!;
    expect(
      prefetchOf('/apps/email/:folder')({ params: { folder: '<script>' }, search: new URLSearchParams() }),
    ).toEqual([]);
    expect(
      prefetchOf('/apps/email/label/:label/:id')({
        params: { label: 'company', id: '1e3' },
        search: new URLSearchParams(),
      }),
    ).toEqual([]);
  });

  it('the page asks nothing more once the route has asked (one request per question)', async () => {
    await signIn('admin');
    // A read mail: opening it changes nothing, so nothing is read again.
    const [mail] = server().db.emails.where({ folder: 'inbox', isRead: true }) as unknown as Array<{ id: string }>;
    const url = `/apps/email/inbox/${mail.id}?q=%20`;
    const { store, asked } = await prefetched(url);
    await renderRoute(url, { store });
    expect(await screen.findByTestId('email-reader')).toBeInTheDocument();
    await whenSettled();
    expect(asked.sort()).toEqual([
      `/apps/email/emails?folder=inbox`,
      `/apps/email/get-email?folder=inbox&id=${mail.id}`,
    ]);
  });
});
