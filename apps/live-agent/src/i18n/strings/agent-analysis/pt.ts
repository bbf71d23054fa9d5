// The Agent Analysis report's strings in Portuguese, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import agentAnalysis from '../../../features/agent-analysis/locales/pt.json';
import reports from '../../../reports/locales/pt.json';

export default { agentAnalysis, reports };
