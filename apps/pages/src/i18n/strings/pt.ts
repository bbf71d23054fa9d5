// The Portuguese strings of this remote's features: one chunk, fetched only when Portuguese is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import users from '../../features/users/locales/pt.json';
import account from '../../features/account/locales/pt.json';
import acl from '../../features/access-control/locales/pt.json';
import profile from '../../features/profile/locales/pt.json';
import cards from '../../features/cards/locales/pt.json';
import authVariants from '../../features/auth-variants/locales/pt.json';
import blog from '../../features/blog/locales/pt.json';
import dataTables from '../../features/data-tables/locales/pt.json';
import autocomplete from '../../features/autocomplete/locales/pt.json';
import faq from '../../features/faq/locales/pt.json';
import kb from '../../features/knowledge-base/locales/pt.json';
import pricing from '../../features/pricing/locales/pt.json';
import misc from '../../features/misc/locales/pt.json';

import uiShowcase from '../../features/ui/locales/pt.json';
import extensionsShowcase from '../../features/extensions/locales/pt.json';
import formElementsShowcase from '../../features/form-elements/locales/pt.json';
import formsShowcase from '../../features/forms/locales/pt.json';
import tablesShowcase from '../../features/tables/locales/pt.json';
import chartsShowcase from '../../features/charts/locales/pt.json';
import mapsShowcase from '../../features/maps/locales/pt.json';
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
