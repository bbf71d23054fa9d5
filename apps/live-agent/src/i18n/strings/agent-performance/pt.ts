// The Agent Performance report's strings in Portuguese, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import agentPerformance from '../../../features/agent-performance/locales/pt.json';
import reports from '../../../reports/locales/pt.json';

export default { agentPerformance, reports };
