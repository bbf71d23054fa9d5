// The Agent Performance report's strings in German, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import agentPerformance from '../../../features/agent-performance/locales/de.json';
import reports from '../../../reports/locales/de.json';

export default { agentPerformance, reports };
