import { screen } from '@testing-library/react';
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
  preload: { run: preload, path: '/apps/todo' },
});

describe(`${NAMESPACE} first screen`, () => {
  it('renders its first screen when visited, in the chosen language', async () => {
    const first = routes.find((route) => route.handle)!;
    expect(first.path).toBe('/apps/todo');
    const server = startTestServer();
    try {
      await initTestI18n('de');
      await renderRoute(first.path!);
      expect(await screen.findByText('Aufgabe hinzufügen')).toBeInTheDocument();
      expect(await screen.findByText('Collect feedback on the new dashboard')).toBeInTheDocument();
      expect(screen.getByTestId('task-count')).toHaveTextContent('15 Aufgaben');
    } finally {
      server.shutdown();
      await initTestI18n('en');
    }
  });
});
