// The inbox's strings in English: its own and the conversation panel's, shared with the monitor
// (components/conversation). One chunk, fetched with the screen (i18n/index.ts).
import inbox from '../../../features/inbox/locales/en.json';
import monitor from '../../../features/monitor/locales/en.json';

export default { inbox, monitor };
