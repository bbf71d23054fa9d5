// Every feature's English strings at once, for the tests (../features.ts, and ../screenStrings.test.tsx, which
// checks that the screens' parts add up to them). The page never fetches this: each screen fetches its part
// (./<part>/en.ts, i18n/index.ts; docs/architecture.md, "How the page stays light").
import admins from '../../features/admins/locales/en.json';
import agents from '../../features/agents/locales/en.json';
import departments from '../../features/departments/locales/en.json';
import queues from '../../features/queues/locales/en.json';
import shifts from '../../features/shifts/locales/en.json';
import templates from '../../features/conversation-templates/locales/en.json';
import general from '../../features/settings-general/locales/en.json';
import workingTimes from '../../features/working-times/locales/en.json';
import comments from '../../features/comments/locales/en.json';
import categories from '../../features/conversation-categories/locales/en.json';
import sortableTable from '../../components/SortableTable/locales/en.json';
import reports from '../../reports/locales/en.json';
import dashboard from '../../features/dashboard/locales/en.json';
import agentPerformance from '../../features/agent-performance/locales/en.json';
import agentAnalysis from '../../features/agent-analysis/locales/en.json';
import chatbot from '../../features/chatbot-analysis/locales/en.json';
import chatReport from '../../features/chat-report/locales/en.json';
import communications from '../../features/communications-report/locales/en.json';
import monitor from '../../features/monitor/locales/en.json';
import monitorAlerts from '../../features/monitor/locales/alerts.en.json';
import inbox from '../../features/inbox/locales/en.json';

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
