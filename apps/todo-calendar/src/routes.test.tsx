import { screen } from '@testing-library/react';
import { startMockServer } from '@live-agent/mock-server';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '@live-agent/ui-kit';
import { routes } from './routes';
import { NAMESPACE, resources } from './i18n';
import { renderRoute } from './test/render';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

describe(`${NAMESPACE} routes`, () => {
  it('gives every screen route the ability it needs and a title in every language', () => {
    const screens = routes.filter((route) => route.handle);
    expect(screens.length).toBeGreaterThan(0);
    for (const route of screens) {
      expect(route.handle?.ability).toEqual({ action: expect.any(String), subject: expect.any(String) });
      for (const lng of ['en', 'de', 'fr', 'pt']) {
        expect(i18n.exists(`${NAMESPACE}:${route.handle!.titleKey}`, { lng })).toBe(true);
      }
    }
  });

  it.each(['de', 'fr', 'pt'] as const)('has exactly the English keys in %s', (lng) => {
    expect(keys(resources[lng]).sort()).toEqual(keys(resources.en).sort());
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
