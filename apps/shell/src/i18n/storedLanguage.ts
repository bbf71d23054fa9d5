// The page's languages and the one the user chose, read without i18next: the entry (index.ts) asks before the shared
// libraries are settled, to preload only the opened remote's strings in that language.
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'liveAgent.language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function storedLanguage(storage: Storage = localStorage): Language {
  try {
    const value = storage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en'; // storage disabled (privacy mode)
  }
}

/** Whether a file of a remote is worth preloading in `language`: a feature strings file only in that language. */
export function preloadsInLanguage(assetUrl: string, language: Language): boolean {
  const strings = /\/strings-([a-z]+)\.[^/]*\.js$/.exec(assetUrl);
  return !strings || strings[1] === language;
}
