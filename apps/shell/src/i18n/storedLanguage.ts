// The page's languages (the contracts' LANGUAGES: a module that imports nothing, and no shared library) and the one
// the user chose, read without i18next: the entry (index.ts) asks before the shared libraries are settled, to preload
// only the opened remote's strings in that language.
import { LANGUAGES, type Language } from '@live-agent/contracts';

export { LANGUAGES, type Language };
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
