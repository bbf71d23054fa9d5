import type { Request } from 'miragejs';
import { COMMON_MESSAGES, defineCatalogue, LANGUAGES, pickLanguage, type CommonMessages } from './messages';

describe('kit messages', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-CA', 'fr'],
    ['pt_BR', 'pt'],
    ['PT-br;q=0.8', 'pt'],
    ['es-ES,de;q=0.9', 'en'],
    ['*', 'en'],
  ])('Accept-Language %p → %s (first tag only)', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it('has every common message in every language, translated', () => {
    const keys = Object.keys(COMMON_MESSAGES.en).sort();
    for (const language of LANGUAGES) {
      const messages = COMMON_MESSAGES[language];
      expect(Object.keys(messages).sort()).toEqual(keys);
      if (language === 'en') continue;
      for (const key of keys) {
        const value = messages[key as keyof CommonMessages];
        if (typeof value === 'string')
          expect([key, value]).not.toEqual([key, COMMON_MESSAGES.en[key as keyof CommonMessages]]);
      }
      expect(messages.wholeNumber(1, 5)).not.toBe(COMMON_MESSAGES.en.wholeNumber(1, 5));
    }
  });

  it('adds a domain’s own texts to the common ones and picks them by Accept-Language', () => {
    interface Own extends CommonMessages {
      late: string;
    }
    const catalogue = defineCatalogue<Own>({
      en: { late: 'Too late.' },
      de: { late: 'Zu spät.' },
      fr: { late: 'Trop tard.' },
      pt: { late: 'Tarde demais.' },
    });
    const request = (language?: string) =>
      ({ url: '/x', requestHeaders: language ? { 'accept-language': language } : {} }) as unknown as Request;
    expect(catalogue.en.late).toBe('Too late.');
    expect(catalogue.en.required).toBe('This field is required.');
    expect(catalogue.in('fr').late).toBe('Trop tard.');
    expect(catalogue.for(request('de-AT,de;q=0.9')).late).toBe('Zu spät.');
    expect(catalogue.for(request('de-AT,de;q=0.9')).required).toBe('Dieses Feld ist erforderlich.');
    expect(catalogue.for(request()).maxLength(80)).toBe('Use at most 80 characters.');
  });
});
