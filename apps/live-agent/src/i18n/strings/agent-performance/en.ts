// The Agent Performance report's strings in English, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import agentPerformance from '../../../features/agent-performance/locales/en.json';
import reports from '../../../reports/locales/en.json';

export default { agentPerformance, reports };
