// The inbox's strings in French: its own and the conversation panel's, shared with the monitor
// (components/conversation). One chunk, fetched with the screen (i18n/index.ts).
import inbox from '../../../features/inbox/locales/fr.json';
import monitor from '../../../features/monitor/locales/fr.json';

export default { inbox, monitor };
