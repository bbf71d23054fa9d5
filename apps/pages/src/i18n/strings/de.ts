// The German strings of this remote's features, each feature's under its own key: one chunk, fetched only when
// German is the page's language, whose exports featureStrings merges (i18n/index.ts; docs/architecture.md, "How the
// page stays light").
export { default as users } from '../../features/users/locales/de.json';
export { default as account } from '../../features/account/locales/de.json';
export { default as acl } from '../../features/access-control/locales/de.json';
export { default as profile } from '../../features/profile/locales/de.json';
export { default as cards } from '../../features/cards/locales/de.json';
export { default as authVariants } from '../../features/auth-variants/locales/de.json';
export { default as blog } from '../../features/blog/locales/de.json';
export { default as dataTables } from '../../features/data-tables/locales/de.json';
export { default as autocomplete } from '../../features/autocomplete/locales/de.json';
export { default as faq } from '../../features/faq/locales/de.json';
export { default as kb } from '../../features/knowledge-base/locales/de.json';
export { default as pricing } from '../../features/pricing/locales/de.json';
export { default as misc } from '../../features/misc/locales/de.json';

export { default as uiShowcase } from '../../features/ui/locales/de.json';
export { default as extensionsShowcase } from '../../features/extensions/locales/de.json';
export { default as formElementsShowcase } from '../../features/form-elements/locales/de.json';
export { default as formsShowcase } from '../../features/forms/locales/de.json';
export { default as tablesShowcase } from '../../features/tables/locales/de.json';
export { default as chartsShowcase } from '../../features/charts/locales/de.json';
export { default as mapsShowcase } from '../../features/maps/locales/de.json';
