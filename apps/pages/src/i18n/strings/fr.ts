// The French strings of this remote's features, each feature's under its own key: one chunk, fetched only when
// French is the page's language, whose exports featureStrings merges (i18n/index.ts; docs/architecture.md, "How the
// page stays light").
export { default as users } from '../../features/users/locales/fr.json';
export { default as account } from '../../features/account/locales/fr.json';
export { default as acl } from '../../features/access-control/locales/fr.json';
export { default as profile } from '../../features/profile/locales/fr.json';
export { default as cards } from '../../features/cards/locales/fr.json';
export { default as authVariants } from '../../features/auth-variants/locales/fr.json';
export { default as blog } from '../../features/blog/locales/fr.json';
export { default as dataTables } from '../../features/data-tables/locales/fr.json';
export { default as autocomplete } from '../../features/autocomplete/locales/fr.json';
export { default as faq } from '../../features/faq/locales/fr.json';
export { default as kb } from '../../features/knowledge-base/locales/fr.json';
export { default as pricing } from '../../features/pricing/locales/fr.json';
export { default as misc } from '../../features/misc/locales/fr.json';

export { default as uiShowcase } from '../../features/ui/locales/fr.json';
export { default as extensionsShowcase } from '../../features/extensions/locales/fr.json';
export { default as formElementsShowcase } from '../../features/form-elements/locales/fr.json';
export { default as formsShowcase } from '../../features/forms/locales/fr.json';
export { default as tablesShowcase } from '../../features/tables/locales/fr.json';
export { default as chartsShowcase } from '../../features/charts/locales/fr.json';
export { default as mapsShowcase } from '../../features/maps/locales/fr.json';
