import { screen } from '@testing-library/react';
import { startMockServer } from '@live-agent/mock-server';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '@live-agent/ui-kit';
import { routes } from './routes';
import { NAMESPACE, resources } from './i18n';
import { renderRoute } from './test/render';
import { describeRemoteContract } from '@live-agent/ui-kit/testing';

// Abilities, titles and key parity, as every remote checks them; the first screen is the real page.
describeRemoteContract({ namespace: NAMESPACE, routes, resources, rendersFirstScreen: false });

describe(`${NAMESPACE} first screen`, () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) {
      await i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    }
    registerUiTranslations(i18n);
  });

  it('renders its first screen when visited, in the chosen language', async () => {
    const first = routes.find((route) => route.handle)!;
    expect(first.path).toBe('/apps/todo');
    const server = startMockServer({ environment: 'test' });
    try {
      await i18n.changeLanguage('de');
      await renderRoute(first.path!);
      expect(await screen.findByText('Aufgabe hinzufügen')).toBeInTheDocument();
      expect(await screen.findByText('Collect feedback on the new dashboard')).toBeInTheDocument();
      expect(screen.getByTestId('task-count')).toHaveTextContent('15 Aufgaben');
    } finally {
      server.shutdown();
      await i18n.changeLanguage('en');
    }
  });
});
