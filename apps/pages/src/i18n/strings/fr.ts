// The French strings of this remote's features: one chunk, fetched only when French is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import users from '../../features/users/locales/fr.json';
import account from '../../features/account/locales/fr.json';
import acl from '../../features/access-control/locales/fr.json';
import profile from '../../features/profile/locales/fr.json';
import cards from '../../features/cards/locales/fr.json';
import authVariants from '../../features/auth-variants/locales/fr.json';
import blog from '../../features/blog/locales/fr.json';
import dataTables from '../../features/data-tables/locales/fr.json';
import autocomplete from '../../features/autocomplete/locales/fr.json';
import faq from '../../features/faq/locales/fr.json';
import kb from '../../features/knowledge-base/locales/fr.json';
import pricing from '../../features/pricing/locales/fr.json';
import misc from '../../features/misc/locales/fr.json';

import uiShowcase from '../../features/ui/locales/fr.json';
import extensionsShowcase from '../../features/extensions/locales/fr.json';
import formElementsShowcase from '../../features/form-elements/locales/fr.json';
import formsShowcase from '../../features/forms/locales/fr.json';
import tablesShowcase from '../../features/tables/locales/fr.json';
import chartsShowcase from '../../features/charts/locales/fr.json';
import mapsShowcase from '../../features/maps/locales/fr.json';
export default {
  ...users,
  ...account,
  ...acl,
  ...profile,
  ...cards,
  ...authVariants,
  ...blog,
  ...dataTables,
  ...autocomplete,
  ...faq,
  ...kb,
  ...pricing,
  ...misc,
  ...uiShowcase,
  ...extensionsShowcase,
  ...formElementsShowcase,
  ...formsShowcase,
  ...tablesShowcase,
  ...chartsShowcase,
  ...mapsShowcase,
};
