// The French strings of this remote's features: one chunk, fetched only when French is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import invoice from '../../features/invoice/locales/fr.json';

export default { ...invoice };
