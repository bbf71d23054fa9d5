// The English strings of this remote's features: one chunk, fetched only when English is the page's language
// (i18n/index.ts featureStrings; docs/architecture.md, "How the page stays light").
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
  monitor,
  inbox,
};
