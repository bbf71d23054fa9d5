// The Conversation Templates screen's strings in German. One chunk, fetched with the screen (i18n/index.ts).
import templates from '../../../features/conversation-templates/locales/de.json';

export default { templates };
