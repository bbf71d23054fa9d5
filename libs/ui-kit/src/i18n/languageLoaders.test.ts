import i18n from 'i18next';
import { registerNamespaceLoaders, switchLanguage } from './languageLoaders';

beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: false, resources: {}, interpolation: { escapeValue: false } });
});

describe('strings one language at a time', () => {
  it('fetches only the current language, and the next one before switching to it', async () => {
    const fetched: string[] = [];
    const bundle = (language: string, greeting: string) => () => {
      fetched.push(language);
      return Promise.resolve({ greeting });
    };
    await registerNamespaceLoaders('sample', {
      en: bundle('en', 'Hello'),
      de: bundle('de', 'Hallo'),
      fr: bundle('fr', 'Bonjour'),
    });
    expect(fetched).toEqual(['en']);
    expect(i18n.t('sample:greeting')).toBe('Hello');

    const seen: string[] = [];
    const onChange = () => seen.push(i18n.t('sample:greeting'));
    i18n.on('languageChanged', onChange);
    await switchLanguage('de');
    i18n.off('languageChanged', onChange);
    // Already there when the page re-renders for the new language.
    expect(seen).toEqual(['Hallo']);
    expect(fetched).toEqual(['en', 'de']);

    await switchLanguage('en');
    await switchLanguage('de');
    expect(fetched).toEqual(['en', 'de']);
  });

  it('waits for strings registered while a switch is on its way, in the language switched to', async () => {
    await switchLanguage('en');
    // The page switches to a stored language at boot while a remote's page registers its strings.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    await registerNamespaceLoaders('boot', {
      en: () => Promise.resolve({ x: 1 }),
      de: () => slow.then(() => ({ x: 1 })),
    });
    const switched = switchLanguage('de');
    const fetched: string[] = [];
    const late = registerNamespaceLoaders('late', {
      en: () => (fetched.push('en'), Promise.resolve({ title: 'Inbox' })),
      de: () => (fetched.push('de'), Promise.resolve({ title: 'Posteingang' })),
    });
    release();
    await Promise.all([switched, late]);
    expect(i18n.language).toBe('de');
    // The page's language then (the page shows it until the switch ends) and the one switched to.
    expect([...fetched].sort()).toEqual(['de', 'en']);
    expect(i18n.t('late:title')).toBe('Posteingang');
  });

  it('fetches each part of a namespace on its own, and every part registered before a switch', async () => {
    await switchLanguage('en');
    const fetched: string[] = [];
    const part = (name: string, titles: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(titles).map(([language, title]) => [
          language,
          () => (fetched.push(`${name} ${language}`), Promise.resolve({ [name]: { title } })),
        ]),
      );
    await registerNamespaceLoaders('screens', part('dashboard', { en: 'Dashboard', de: 'Übersicht' }), 'dashboard');
    expect(fetched).toEqual(['dashboard en']);
    expect(i18n.t('screens:agents.title')).toBe('agents.title');

    await registerNamespaceLoaders('screens', part('agents', { en: 'Agents', de: 'Agenten' }), 'agents');
    expect(fetched).toEqual(['dashboard en', 'agents en']);
    expect([i18n.t('screens:dashboard.title'), i18n.t('screens:agents.title')]).toEqual(['Dashboard', 'Agents']);

    const seen: string[][] = [];
    const onChange = () => seen.push([i18n.t('screens:dashboard.title'), i18n.t('screens:agents.title')]);
    i18n.on('languageChanged', onChange);
    await switchLanguage('de');
    i18n.off('languageChanged', onChange);
    expect(seen).toEqual([['Übersicht', 'Agenten']]);

    // A screen opened again only waits for its part, fetched once.
    await registerNamespaceLoaders('screens', part('agents', { en: 'Agents', de: 'Agenten' }), 'agents');
    expect([...fetched].sort()).toEqual(['agents de', 'agents en', 'dashboard de', 'dashboard en']);
  });

  it('makes a switch on its way fetch and wait for a part of the same namespace registered meanwhile', async () => {
    await switchLanguage('en');
    let arriveFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      arriveFirst = resolve;
    });
    await registerNamespaceLoaders(
      'split',
      { en: () => Promise.resolve({ first: 'First' }), de: () => first.then(() => ({ first: 'Erste' })) },
      'first',
    );
    const seen: string[][] = [];
    const onChange = () => seen.push([i18n.t('split:first'), i18n.t('split:second')]);
    i18n.on('languageChanged', onChange);
    const switched = switchLanguage('de');
    // A screen opened while the switch waits for the first part.
    const fetched: string[] = [];
    const second = registerNamespaceLoaders(
      'split',
      {
        en: () => (fetched.push('en'), Promise.resolve({ second: 'Second' })),
        de: () => (fetched.push('de'), Promise.resolve({ second: 'Zweite' })),
      },
      'second',
    );
    arriveFirst();
    await Promise.all([switched, second]);
    i18n.off('languageChanged', onChange);
    // Both parts in German when the page turned German, and the second in the language it showed meanwhile.
    expect(seen).toEqual([['Erste', 'Zweite']]);
    expect([...fetched].sort()).toEqual(['de', 'en']);
  });

  it('keeps what the routes module added to the namespace, and tries a failed fetch again', async () => {
    await switchLanguage('en');
    i18n.addResourceBundle('en', 'merged', { title: 'From the routes' }, true, false);
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ page: 'From the page' });
    };
    await expect(registerNamespaceLoaders('merged', { en: flaky })).rejects.toThrow('offline');
    await switchLanguage('en');
    expect(attempts).toBe(2);
    expect(i18n.t('merged:title')).toBe('From the routes');
    expect(i18n.t('merged:page')).toBe('From the page');
  });

  it('switches even when some strings cannot be fetched, and says so', async () => {
    await switchLanguage('en');
    await registerNamespaceLoaders('partial', {
      en: () => Promise.resolve({ word: 'Word' }),
      fr: () => Promise.reject(new Error('offline')),
    });
    await expect(switchLanguage('fr')).resolves.toEqual({ complete: false });
    expect(i18n.language).toBe('fr');
    expect(await switchLanguage('en')).toEqual({ complete: true });
  });

  it('ends on the language chosen last when an earlier choice loads slower', async () => {
    await switchLanguage('en');
    let arriveGerman: () => void = () => undefined;
    const german = new Promise<{ word: string }>((resolve) => {
      arriveGerman = () => resolve({ word: 'Wort' });
    });
    await registerNamespaceLoaders('race', {
      en: () => Promise.resolve({ word: 'Word' }),
      de: () => german.then(() => Promise.reject(new Error('offline'))),
      pt: () => Promise.resolve({ word: 'Palavra' }),
    });
    const slow = switchLanguage('de');
    await switchLanguage('pt');
    expect(i18n.language).toBe('pt');
    arriveGerman();
    // The overtaken German choice failed, but it is not on screen: nothing to warn about.
    await expect(slow).resolves.toEqual({ complete: true });
    expect(i18n.language).toBe('pt');
    expect(i18n.t('race:word')).toBe('Palavra');
  });
});
