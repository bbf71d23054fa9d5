// The strings of every built feature of this remote, under its own top-level key, loaded with the pages
// (routes.tsx) rather than with the routes module. `resources` is the whole namespace, for the tests.
import { registerNamespace } from '@live-agent/ui-kit';
import { NAMESPACE } from './index';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';
import usersEn from '../features/users/locales/en.json';
import usersDe from '../features/users/locales/de.json';
import usersFr from '../features/users/locales/fr.json';
import usersPt from '../features/users/locales/pt.json';
import accountEn from '../features/account/locales/en.json';
import accountDe from '../features/account/locales/de.json';
import accountFr from '../features/account/locales/fr.json';
import accountPt from '../features/account/locales/pt.json';
import aclEn from '../features/access-control/locales/en.json';
import aclDe from '../features/access-control/locales/de.json';
import aclFr from '../features/access-control/locales/fr.json';
import aclPt from '../features/access-control/locales/pt.json';
import profileEn from '../features/profile/locales/en.json';
import profileDe from '../features/profile/locales/de.json';
import profileFr from '../features/profile/locales/fr.json';
import profilePt from '../features/profile/locales/pt.json';
import cardsEn from '../features/cards/locales/en.json';
import cardsDe from '../features/cards/locales/de.json';
import cardsFr from '../features/cards/locales/fr.json';
import cardsPt from '../features/cards/locales/pt.json';
import authVariantsEn from '../features/auth-variants/locales/en.json';
import authVariantsDe from '../features/auth-variants/locales/de.json';
import authVariantsFr from '../features/auth-variants/locales/fr.json';
import authVariantsPt from '../features/auth-variants/locales/pt.json';
import blogEn from '../features/blog/locales/en.json';
import blogDe from '../features/blog/locales/de.json';
import blogFr from '../features/blog/locales/fr.json';
import blogPt from '../features/blog/locales/pt.json';
import dataTablesEn from '../features/data-tables/locales/en.json';
import dataTablesDe from '../features/data-tables/locales/de.json';
import dataTablesFr from '../features/data-tables/locales/fr.json';
import dataTablesPt from '../features/data-tables/locales/pt.json';
import autocompleteEn from '../features/autocomplete/locales/en.json';
import autocompleteDe from '../features/autocomplete/locales/de.json';
import autocompleteFr from '../features/autocomplete/locales/fr.json';
import autocompletePt from '../features/autocomplete/locales/pt.json';
import { pagesContentStrings } from './pagesContent';

const features = {
  en: { ...usersEn, ...accountEn, ...aclEn, ...profileEn, ...cardsEn, ...authVariantsEn, ...blogEn, ...dataTablesEn, ...autocompleteEn, ...pagesContentStrings.en },
  de: { ...usersDe, ...accountDe, ...aclDe, ...profileDe, ...cardsDe, ...authVariantsDe, ...blogDe, ...dataTablesDe, ...autocompleteDe, ...pagesContentStrings.de },
  fr: { ...usersFr, ...accountFr, ...aclFr, ...profileFr, ...cardsFr, ...authVariantsFr, ...blogFr, ...dataTablesFr, ...autocompleteFr, ...pagesContentStrings.fr },
  pt: { ...usersPt, ...accountPt, ...aclPt, ...profilePt, ...cardsPt, ...authVariantsPt, ...blogPt, ...dataTablesPt, ...autocompletePt, ...pagesContentStrings.pt },
};

export const resources = {
  en: { ...en, ...features.en },
  de: { ...de, ...features.de },
  fr: { ...fr, ...features.fr },
  pt: { ...pt, ...features.pt },
};

/** Adds the features' strings to this remote's namespace (once; registerNamespace merges). */
export function registerFeatureTranslations() {
  registerNamespace(NAMESPACE, features);
}
