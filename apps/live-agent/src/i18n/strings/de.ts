// Every feature's German strings at once, for the tests (../features.ts, and ../screenStrings.test.tsx, which
// checks that the screens' parts add up to them). The page never fetches this: each screen fetches its part
// (./<part>/de.ts, i18n/index.ts; docs/architecture.md, "How the page stays light").
import admins from '../../features/admins/locales/de.json';
import agents from '../../features/agents/locales/de.json';
import departments from '../../features/departments/locales/de.json';
import queues from '../../features/queues/locales/de.json';
import shifts from '../../features/shifts/locales/de.json';
import templates from '../../features/conversation-templates/locales/de.json';
import general from '../../features/settings-general/locales/de.json';
import workingTimes from '../../features/working-times/locales/de.json';
import comments from '../../features/comments/locales/de.json';
import categories from '../../features/conversation-categories/locales/de.json';
import sortableTable from '../../components/SortableTable/locales/de.json';
import reports from '../../reports/locales/de.json';
import dashboard from '../../features/dashboard/locales/de.json';
import agentPerformance from '../../features/agent-performance/locales/de.json';
import agentAnalysis from '../../features/agent-analysis/locales/de.json';
import chatbot from '../../features/chatbot-analysis/locales/de.json';
import chatReport from '../../features/chat-report/locales/de.json';
import communications from '../../features/communications-report/locales/de.json';
import monitor from '../../features/monitor/locales/de.json';
import monitorAlerts from '../../features/monitor/locales/alerts.de.json';
import inbox from '../../features/inbox/locales/de.json';

export default {
  admins,
  agents,
  departments,
  queues,
  shifts,
  templates,
  general,
  workingTimes,
  comments,
  categories,
  sortableTable,
  reports,
  dashboard,
  agentPerformance,
  agentAnalysis,
  chatbot,
  chatReport,
  communications,
  monitor: { ...monitor, alerts: monitorAlerts },
  inbox,
};
