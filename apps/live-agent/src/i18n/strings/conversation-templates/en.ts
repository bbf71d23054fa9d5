// The Conversation Templates screen's strings in English. One chunk, fetched with the screen (i18n/index.ts).
import templates from '../../../features/conversation-templates/locales/en.json';

export default { templates };
