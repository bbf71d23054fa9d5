// The English strings of this remote's features: one chunk, fetched only when English is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import users from '../../features/users/locales/en.json';
import account from '../../features/account/locales/en.json';
import acl from '../../features/access-control/locales/en.json';
import profile from '../../features/profile/locales/en.json';
import cards from '../../features/cards/locales/en.json';
import authVariants from '../../features/auth-variants/locales/en.json';
import blog from '../../features/blog/locales/en.json';
import dataTables from '../../features/data-tables/locales/en.json';
import autocomplete from '../../features/autocomplete/locales/en.json';
import faq from '../../features/faq/locales/en.json';
import kb from '../../features/knowledge-base/locales/en.json';
import pricing from '../../features/pricing/locales/en.json';
import misc from '../../features/misc/locales/en.json';

import uiShowcase from '../../features/ui/locales/en.json';
import extensionsShowcase from '../../features/extensions/locales/en.json';
import formElementsShowcase from '../../features/form-elements/locales/en.json';
import formsShowcase from '../../features/forms/locales/en.json';
import tablesShowcase from '../../features/tables/locales/en.json';
import chartsShowcase from '../../features/charts/locales/en.json';
import mapsShowcase from '../../features/maps/locales/en.json';
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
