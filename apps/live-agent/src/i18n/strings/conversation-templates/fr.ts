// The Conversation Templates screen's strings in French. One chunk, fetched with the screen (i18n/index.ts).
import templates from '../../../features/conversation-templates/locales/fr.json';

export default { templates };
