// The German strings of this remote's features: one chunk, fetched only when German is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import users from '../../features/users/locales/de.json';
import account from '../../features/account/locales/de.json';
import acl from '../../features/access-control/locales/de.json';
import profile from '../../features/profile/locales/de.json';
import cards from '../../features/cards/locales/de.json';
import authVariants from '../../features/auth-variants/locales/de.json';
import blog from '../../features/blog/locales/de.json';
import dataTables from '../../features/data-tables/locales/de.json';
import autocomplete from '../../features/autocomplete/locales/de.json';
import faq from '../../features/faq/locales/de.json';
import kb from '../../features/knowledge-base/locales/de.json';
import pricing from '../../features/pricing/locales/de.json';
import misc from '../../features/misc/locales/de.json';

import uiShowcase from '../../features/ui/locales/de.json';
import extensionsShowcase from '../../features/extensions/locales/de.json';
import formElementsShowcase from '../../features/form-elements/locales/de.json';
import formsShowcase from '../../features/forms/locales/de.json';
import tablesShowcase from '../../features/tables/locales/de.json';
import chartsShowcase from '../../features/charts/locales/de.json';
import mapsShowcase from '../../features/maps/locales/de.json';
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
