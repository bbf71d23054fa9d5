// Every feature's Portuguese strings at once, for the tests (../features.ts, and ../screenStrings.test.tsx, which
// checks that the screens' parts add up to them). The page never fetches this: each screen fetches its part
// (./<part>/pt.ts, i18n/index.ts; docs/architecture.md, "How the page stays light").
import admins from '../../features/admins/locales/pt.json';
import agents from '../../features/agents/locales/pt.json';
import departments from '../../features/departments/locales/pt.json';
import queues from '../../features/queues/locales/pt.json';
import shifts from '../../features/shifts/locales/pt.json';
import templates from '../../features/conversation-templates/locales/pt.json';
import general from '../../features/settings-general/locales/pt.json';
import workingTimes from '../../features/working-times/locales/pt.json';
import comments from '../../features/comments/locales/pt.json';
import categories from '../../features/conversation-categories/locales/pt.json';
import sortableTable from '../../components/SortableTable/locales/pt.json';
import reports from '../../reports/locales/pt.json';
import dashboard from '../../features/dashboard/locales/pt.json';
import agentPerformance from '../../features/agent-performance/locales/pt.json';
import agentAnalysis from '../../features/agent-analysis/locales/pt.json';
import chatbot from '../../features/chatbot-analysis/locales/pt.json';
import chatReport from '../../features/chat-report/locales/pt.json';
import communications from '../../features/communications-report/locales/pt.json';
import monitor from '../../features/monitor/locales/pt.json';
import monitorAlerts from '../../features/monitor/locales/alerts.pt.json';
import inbox from '../../features/inbox/locales/pt.json';

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
