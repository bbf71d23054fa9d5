import { screen } from '@testing-library/react';
import { describeRemoteContract } from '@live-agent/ui-kit/testing';
import { preload, routes } from './routes';
import { NAMESPACE } from './i18n';
import { resources } from './i18n/features';
import { initTestI18n, renderRoute, startTestServer } from './test/render';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeRemoteContract({
  namespace: NAMESPACE,
  routes,
  resources,
  rendersFirstScreen: false,
  preload: { run: preload, path: '/' },
});

describe(`${NAMESPACE} first screen`, () => {
  it('renders the e-commerce dashboard when visited, in the chosen language', async () => {
    const first = routes.find((route) => route.handle)!;
    expect(first.path).toBe('/');
    const server = startTestServer();
    try {
      await initTestI18n('de');
      await renderRoute(first.path!);
      expect(await screen.findByText('E-Commerce-Dashboard')).toBeInTheDocument();
      expect(await screen.findByText('Umsatzbericht')).toBeInTheDocument();
    } finally {
      server.shutdown();
      await initTestI18n('en');
    }
  });
});
