// The Conversation Templates screen's strings in Portuguese. One chunk, fetched with the screen (i18n/index.ts).
import templates from '../../../features/conversation-templates/locales/pt.json';

export default { templates };
