// The inbox's strings in Portuguese: its own and the conversation panel's, shared with the monitor
// (components/conversation). One chunk, fetched with the screen (i18n/index.ts).
import inbox from '../../../features/inbox/locales/pt.json';
import monitor from '../../../features/monitor/locales/pt.json';

export default { inbox, monitor };
