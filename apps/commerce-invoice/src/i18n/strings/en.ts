// The English strings of this remote's features: one chunk, fetched only when English is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
import invoice from '../../features/invoice/locales/en.json';

export default { ...invoice };
