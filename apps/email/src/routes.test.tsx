import { screen } from '@testing-library/react';
import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { preload, routes } from './routes';
import { NAMESPACE, resources } from './i18n';
import { initTestI18n, renderRoute, startTestServer } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeRemoteContract({ namespace: NAMESPACE, routes, resources, rendersFirstScreen: false, preload: { run: preload, path: '/apps/email' } });

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
