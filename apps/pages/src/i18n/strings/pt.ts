// The Portuguese strings of this remote's features, each feature's under its own key: one chunk, fetched only when
// Portuguese is the page's language, whose exports featureStrings merges (i18n/index.ts; docs/architecture.md, "How the
// page stays light").
export { default as users } from '../../features/users/locales/pt.json';
export { default as account } from '../../features/account/locales/pt.json';
export { default as acl } from '../../features/access-control/locales/pt.json';
export { default as profile } from '../../features/profile/locales/pt.json';
export { default as cards } from '../../features/cards/locales/pt.json';
export { default as authVariants } from '../../features/auth-variants/locales/pt.json';
export { default as blog } from '../../features/blog/locales/pt.json';
export { default as dataTables } from '../../features/data-tables/locales/pt.json';
export { default as autocomplete } from '../../features/autocomplete/locales/pt.json';
export { default as faq } from '../../features/faq/locales/pt.json';
export { default as kb } from '../../features/knowledge-base/locales/pt.json';
export { default as pricing } from '../../features/pricing/locales/pt.json';
export { default as misc } from '../../features/misc/locales/pt.json';

export { default as uiShowcase } from '../../features/ui/locales/pt.json';
export { default as extensionsShowcase } from '../../features/extensions/locales/pt.json';
export { default as formElementsShowcase } from '../../features/form-elements/locales/pt.json';
export { default as formsShowcase } from '../../features/forms/locales/pt.json';
export { default as tablesShowcase } from '../../features/tables/locales/pt.json';
export { default as chartsShowcase } from '../../features/charts/locales/pt.json';
export { default as mapsShowcase } from '../../features/maps/locales/pt.json';
