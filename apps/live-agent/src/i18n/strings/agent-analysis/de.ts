// The Agent Analysis report's strings in German, and the report filters'. One chunk, fetched with the screen
// (i18n/index.ts).
import agentAnalysis from '../../../features/agent-analysis/locales/de.json';
import reports from '../../../reports/locales/de.json';

export default { agentAnalysis, reports };
