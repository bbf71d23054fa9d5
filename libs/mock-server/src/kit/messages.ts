// Localized messages, like a real API: by the first language tag of `Accept-Language` (en, de, fr,
// pt; anything else falls back to English), so the client shows the server's message in the user's
// language. The kit holds the messages every domain's validation needs (required, invalid e-mail,
// too long ...); a domain adds its own texts in the four languages with defineCatalogue().
// Portuguese follows European usage, as the UI does.
import type { Request } from 'miragejs';
import { getHeader } from './request';

export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface CommonMessages {
  /** The `message` of a 422. */
  invalid: string;
  required: string;
  email: string;
  wholeNumber(min: number, max: number): string;
  length(min: number, max: number): string;
  maxLength(max: number): string;
  choice: string;
  boolean: string;
  /** A referenced record does not exist. */
  reference: string;
  pickAtLeastOne: string;
  timezone: string;
  time: string;
  date: string;
  /** The `message` of a 403: signed in, but the user's abilities do not cover the route (kit/guard.ts). */
  forbidden: string;
}

const en: CommonMessages = {
  invalid: 'The given data was invalid.',
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  wholeNumber: (min, max) => `Enter a whole number from ${min} to ${max}.`,
  length: (min, max) => `Enter ${min} to ${max} characters.`,
  maxLength: (max) => `Use at most ${max} characters.`,
  choice: 'Pick one of the offered values.',
  boolean: 'Choose yes or no.',
  reference: 'The selected item does not exist.',
  pickAtLeastOne: 'Pick at least one item.',
  timezone: 'Pick a valid time zone.',
  time: 'Use the HH:mm format.',
  date: 'Enter a valid date.',
  forbidden: 'You do not have permission to do this.',
};

const de: CommonMessages = {
  invalid: 'Die angegebenen Daten sind ungültig.',
  required: 'Dieses Feld ist erforderlich.',
  email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  wholeNumber: (min, max) => `Geben Sie eine ganze Zahl von ${min} bis ${max} ein.`,
  length: (min, max) => `Geben Sie ${min} bis ${max} Zeichen ein.`,
  maxLength: (max) => `Verwenden Sie höchstens ${max} Zeichen.`,
  choice: 'Wählen Sie einen der angebotenen Werte.',
  boolean: 'Wählen Sie Ja oder Nein.',
  reference: 'Der ausgewählte Eintrag existiert nicht.',
  pickAtLeastOne: 'Wählen Sie mindestens einen Eintrag.',
  timezone: 'Wählen Sie eine gültige Zeitzone.',
  time: 'Verwenden Sie das Format HH:mm.',
  date: 'Geben Sie ein gültiges Datum ein.',
  forbidden: 'Sie haben keine Berechtigung für diese Aktion.',
};

const fr: CommonMessages = {
  invalid: 'Les données fournies ne sont pas valides.',
  required: 'Ce champ est obligatoire.',
  email: 'Saisissez une adresse e-mail valide.',
  wholeNumber: (min, max) => `Saisissez un nombre entier de ${min} à ${max}.`,
  length: (min, max) => `Saisissez entre ${min} et ${max} caractères.`,
  maxLength: (max) => `Utilisez au maximum ${max} caractères.`,
  choice: 'Choisissez l’une des valeurs proposées.',
  boolean: 'Choisissez oui ou non.',
  reference: 'L’élément sélectionné n’existe pas.',
  pickAtLeastOne: 'Choisissez au moins un élément.',
  timezone: 'Choisissez un fuseau horaire valide.',
  time: 'Utilisez le format HH:mm.',
  date: 'Saisissez une date valide.',
  forbidden: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
};

const pt: CommonMessages = {
  invalid: 'Os dados indicados são inválidos.',
  required: 'Este campo é obrigatório.',
  email: 'Introduza um endereço de e-mail válido.',
  wholeNumber: (min, max) => `Introduza um número inteiro de ${min} a ${max}.`,
  length: (min, max) => `Introduza de ${min} a ${max} caracteres.`,
  maxLength: (max) => `Use no máximo ${max} caracteres.`,
  choice: 'Escolha um dos valores disponíveis.',
  boolean: 'Escolha sim ou não.',
  reference: 'O item selecionado não existe.',
  pickAtLeastOne: 'Escolha pelo menos um item.',
  timezone: 'Escolha um fuso horário válido.',
  time: 'Use o formato HH:mm.',
  date: 'Introduza uma data válida.',
  forbidden: 'Não tem permissão para realizar esta ação.',
};

export const COMMON_MESSAGES: Record<Language, CommonMessages> = { en, de, fr, pt };

/** The language of the first tag of an Accept-Language value ('de-CH,de;q=0.9,en' → 'de'); default en. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  const first = (acceptLanguage ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
  const primary = first.split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : 'en';
}

/** A domain's messages in the four languages: the common ones plus its own. */
export interface Catalogue<M extends CommonMessages> {
  /** English, for tests that assert what the server says. */
  readonly en: M;
  in(language: Language): M;
  /** The messages for the request's Accept-Language. */
  for(request: Request): M;
}

/** Builds a domain's catalogue from its own texts; the common messages are added in each language. */
export function defineCatalogue<M extends CommonMessages>(
  own: Record<Language, Omit<M, keyof CommonMessages>>,
): Catalogue<M> {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...COMMON_MESSAGES[language], ...own[language] } as M]),
  ) as Record<Language, M>;
  return {
    en: byLanguage.en,
    in: (language) => byLanguage[language],
    for: (request) => byLanguage[pickLanguage(getHeader(request, 'Accept-Language'))],
  };
}
