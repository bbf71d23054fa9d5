// What a broken rule says, in the four languages, written once for both sides (docs/architecture.md, Contracts):
// the mock server's 422s fill these texts, and the forms register them as ui-kit's `rules` strings, so a mistake
// reads the same whether the field or the server caught it. Placeholders are i18next's (`{{max}}`), which the
// server fills with `fillRule`. Portuguese follows European usage, as the UI does.

import { RULE_TEXTS_DE } from './texts/de';
import { RULE_TEXTS_EN, type RuleTexts } from './texts/en';
import { RULE_TEXTS_FR } from './texts/fr';
import { RULE_TEXTS_PT } from './texts/pt';
import { LANGUAGES } from '../languages';

export { RULE_TEXTS_DE, RULE_TEXTS_EN, RULE_TEXTS_FR, RULE_TEXTS_PT };
export type { RuleKey, RuleTexts } from './texts/en';

/** Every language the product speaks has the rules' texts. */
export const RULE_LANGUAGES = LANGUAGES;
export type RuleLanguage = (typeof RULE_LANGUAGES)[number];

export const RULE_TEXTS: Record<RuleLanguage, RuleTexts> = {
  en: RULE_TEXTS_EN,
  de: RULE_TEXTS_DE,
  fr: RULE_TEXTS_FR,
  pt: RULE_TEXTS_PT,
};

export type RuleValues = Record<string, number | string>;

/** A rule's text with its placeholders filled, as i18next would ('Use at most {{max}} characters.', {max: 80}). */
export function fillRule(text: string, values: RuleValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
