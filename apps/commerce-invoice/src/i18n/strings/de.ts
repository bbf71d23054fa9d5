// The German strings of this remote's features: one chunk, fetched only when German is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import invoice from '../../features/invoice/locales/de.json';

export default { ...invoice };
