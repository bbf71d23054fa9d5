import { screen, waitFor } from '@testing-library/react';
import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { preload, routes } from './routes';
import { NAMESPACE, resources } from './i18n';
import { initTestI18n, renderRoute, startTestServer } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeRemoteContract({
  namespace: NAMESPACE,
  routes,
  resources,
  rendersFirstScreen: false,
  preload: { run: preload, path: '/apps/chat' },
});

describe(`${NAMESPACE} first screen`, () => {
  it('renders the chat screen and an open chat, in the chosen language', async () => {
    expect(routes.map((route) => route.path)).toEqual(['/apps/chat', '/apps/chat/:contactId']);
    expect(
      routes.every((route) => route.handle?.ability.subject === 'Demo' && route.handle.ability.action === 'read'),
    ).toBe(true);
    const server = startTestServer();
    try {
      await initTestI18n('de');
      await renderRoute('/apps/chat/12');
      expect(await screen.findByText('Kontakte')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Nachricht an Harriet Okafor' })).toBeInTheDocument(),
      );
      expect(screen.getByRole('button', { name: 'Angaben zu Harriet Okafor' })).toBeInTheDocument();
    } finally {
      server.shutdown();
      await initTestI18n('en');
    }
  });
});
