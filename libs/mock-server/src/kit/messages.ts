// Localized messages, like a real API: by the first language tag of `Accept-Language` (en, de, fr,
// pt; anything else falls back to English), so the client shows the server's message in the user's
// language. The kit holds the messages every domain's validation needs (required, invalid e-mail,
// too long ...: the rules' texts of @live-agent/contracts, which the forms show too); a domain adds its own texts
// in the four languages with defineCatalogue().
// Portuguese follows European usage, as the UI does.
import type { Request } from 'miragejs';
import { fillRule, RULE_LANGUAGES, RULE_TEXTS, type RuleTexts } from '@live-agent/contracts';
import { getHeader } from './request';

export const LANGUAGES = RULE_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];

export interface CommonMessages {
  /** Every rule's text in this language (@live-agent/contracts RULE_TEXTS), which schemas' checks name by key. */
  rules: RuleTexts;
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

const FORBIDDEN: Record<Language, string> = {
  en: 'You do not have permission to do this.',
  de: 'Sie haben keine Berechtigung für diese Aktion.',
  fr: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  pt: 'Não tem permissão para realizar esta ação.',
};

/** The common messages of a language: the rules' texts, written once in contracts, and the 403's. */
function commonMessages(language: Language): CommonMessages {
  const rules = RULE_TEXTS[language];
  return {
    rules,
    invalid: rules.invalid,
    required: rules.required,
    email: rules.email,
    wholeNumber: (min, max) => fillRule(rules.wholeNumber, { min, max }),
    length: (min, max) => fillRule(rules.length, { min, max }),
    maxLength: (max) => fillRule(rules.maxLength, { max }),
    choice: rules.choice,
    boolean: rules.boolean,
    reference: rules.reference,
    pickAtLeastOne: rules.pickAtLeastOne,
    timezone: rules.timezone,
    time: rules.time,
    date: rules.date,
    forbidden: FORBIDDEN[language],
  };
}

export const COMMON_MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, commonMessages(language)]),
) as Record<Language, CommonMessages>;

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
