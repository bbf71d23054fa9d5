// The inbox's strings in German: its own and the conversation panel's, shared with the monitor
// (components/conversation). One chunk, fetched with the screen (i18n/index.ts).
import inbox from '../../../features/inbox/locales/de.json';
import monitor from '../../../features/monitor/locales/de.json';

export default { inbox, monitor };
