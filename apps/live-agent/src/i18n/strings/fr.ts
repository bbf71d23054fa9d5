// Every feature's French strings at once, for the tests (../features.ts, and ../screenStrings.test.tsx, which
// checks that the screens' parts add up to them). The page never fetches this: each screen fetches its part
// (./<part>/fr.ts, i18n/index.ts; docs/architecture.md, "How the page stays light").
import admins from '../../features/admins/locales/fr.json';
import agents from '../../features/agents/locales/fr.json';
import departments from '../../features/departments/locales/fr.json';
import queues from '../../features/queues/locales/fr.json';
import shifts from '../../features/shifts/locales/fr.json';
import templates from '../../features/conversation-templates/locales/fr.json';
import general from '../../features/settings-general/locales/fr.json';
import workingTimes from '../../features/working-times/locales/fr.json';
import comments from '../../features/comments/locales/fr.json';
import categories from '../../features/conversation-categories/locales/fr.json';
import sortableTable from '../../components/SortableTable/locales/fr.json';
import reports from '../../reports/locales/fr.json';
import dashboard from '../../features/dashboard/locales/fr.json';
import agentPerformance from '../../features/agent-performance/locales/fr.json';
import agentAnalysis from '../../features/agent-analysis/locales/fr.json';
import chatbot from '../../features/chatbot-analysis/locales/fr.json';
import chatReport from '../../features/chat-report/locales/fr.json';
import communications from '../../features/communications-report/locales/fr.json';
import monitor from '../../features/monitor/locales/fr.json';
import monitorAlerts from '../../features/monitor/locales/alerts.fr.json';
import inbox from '../../features/inbox/locales/fr.json';

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
