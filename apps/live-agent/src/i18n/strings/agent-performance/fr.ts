// The Agent Performance report's strings in French, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import agentPerformance from '../../../features/agent-performance/locales/fr.json';
import reports from '../../../reports/locales/fr.json';

export default { agentPerformance, reports };
