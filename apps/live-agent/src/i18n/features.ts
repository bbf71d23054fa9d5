// Every live-agent string in all four languages: the shared words and screen titles (./<lang>.json) and every
// feature's, as the tests load them (./screenStrings.test.tsx checks that the screens' parts add up to them). The page
// never imports this file: it fetches each screen's part of them in one language at a time (SCREEN_STRINGS in
// ./index.ts; docs/architecture.md, "How the page stays light").
import { baseResources } from '.';
import adminsEn from '../features/admins/locales/en.json';
import adminsDe from '../features/admins/locales/de.json';
import adminsFr from '../features/admins/locales/fr.json';
import adminsPt from '../features/admins/locales/pt.json';
import agentsEn from '../features/agents/locales/en.json';
import agentsDe from '../features/agents/locales/de.json';
import agentsFr from '../features/agents/locales/fr.json';
import agentsPt from '../features/agents/locales/pt.json';
import departmentsEn from '../features/departments/locales/en.json';
import departmentsDe from '../features/departments/locales/de.json';
import departmentsFr from '../features/departments/locales/fr.json';
import departmentsPt from '../features/departments/locales/pt.json';
import queuesEn from '../features/queues/locales/en.json';
import queuesDe from '../features/queues/locales/de.json';
import queuesFr from '../features/queues/locales/fr.json';
import queuesPt from '../features/queues/locales/pt.json';
import shiftsEn from '../features/shifts/locales/en.json';
import shiftsDe from '../features/shifts/locales/de.json';
import shiftsFr from '../features/shifts/locales/fr.json';
import shiftsPt from '../features/shifts/locales/pt.json';
import templatesEn from '../features/conversation-templates/locales/en.json';
import templatesDe from '../features/conversation-templates/locales/de.json';
import templatesFr from '../features/conversation-templates/locales/fr.json';
import templatesPt from '../features/conversation-templates/locales/pt.json';
import generalEn from '../features/settings-general/locales/en.json';
import generalDe from '../features/settings-general/locales/de.json';
import generalFr from '../features/settings-general/locales/fr.json';
import generalPt from '../features/settings-general/locales/pt.json';
import workingTimesEn from '../features/working-times/locales/en.json';
import workingTimesDe from '../features/working-times/locales/de.json';
import workingTimesFr from '../features/working-times/locales/fr.json';
import workingTimesPt from '../features/working-times/locales/pt.json';
import commentsEn from '../features/comments/locales/en.json';
import commentsDe from '../features/comments/locales/de.json';
import commentsFr from '../features/comments/locales/fr.json';
import commentsPt from '../features/comments/locales/pt.json';
import categoriesEn from '../features/conversation-categories/locales/en.json';
import categoriesDe from '../features/conversation-categories/locales/de.json';
import categoriesFr from '../features/conversation-categories/locales/fr.json';
import categoriesPt from '../features/conversation-categories/locales/pt.json';
import sortableTableEn from '../components/SortableTable/locales/en.json';
import sortableTableDe from '../components/SortableTable/locales/de.json';
import sortableTableFr from '../components/SortableTable/locales/fr.json';
import sortableTablePt from '../components/SortableTable/locales/pt.json';
import reportsEn from '../reports/locales/en.json';
import reportsDe from '../reports/locales/de.json';
import reportsFr from '../reports/locales/fr.json';
import reportsPt from '../reports/locales/pt.json';
import dashboardEn from '../features/dashboard/locales/en.json';
import dashboardDe from '../features/dashboard/locales/de.json';
import dashboardFr from '../features/dashboard/locales/fr.json';
import dashboardPt from '../features/dashboard/locales/pt.json';
import agentPerformanceEn from '../features/agent-performance/locales/en.json';
import agentPerformanceDe from '../features/agent-performance/locales/de.json';
import agentPerformanceFr from '../features/agent-performance/locales/fr.json';
import agentPerformancePt from '../features/agent-performance/locales/pt.json';
import agentAnalysisEn from '../features/agent-analysis/locales/en.json';
import agentAnalysisDe from '../features/agent-analysis/locales/de.json';
import agentAnalysisFr from '../features/agent-analysis/locales/fr.json';
import agentAnalysisPt from '../features/agent-analysis/locales/pt.json';
import chatbotEn from '../features/chatbot-analysis/locales/en.json';
import chatbotDe from '../features/chatbot-analysis/locales/de.json';
import chatbotFr from '../features/chatbot-analysis/locales/fr.json';
import chatbotPt from '../features/chatbot-analysis/locales/pt.json';
import chatReportEn from '../features/chat-report/locales/en.json';
import chatReportDe from '../features/chat-report/locales/de.json';
import chatReportFr from '../features/chat-report/locales/fr.json';
import chatReportPt from '../features/chat-report/locales/pt.json';
import communicationsEn from '../features/communications-report/locales/en.json';
import communicationsDe from '../features/communications-report/locales/de.json';
import communicationsFr from '../features/communications-report/locales/fr.json';
import communicationsPt from '../features/communications-report/locales/pt.json';
import monitorEn from '../features/monitor/locales/en.json';
import monitorDe from '../features/monitor/locales/de.json';
import monitorFr from '../features/monitor/locales/fr.json';
import monitorPt from '../features/monitor/locales/pt.json';
import monitorAlertsEn from '../features/monitor/locales/alerts.en.json';
import monitorAlertsDe from '../features/monitor/locales/alerts.de.json';
import monitorAlertsFr from '../features/monitor/locales/alerts.fr.json';
import monitorAlertsPt from '../features/monitor/locales/alerts.pt.json';
import inboxEn from '../features/inbox/locales/en.json';
import inboxDe from '../features/inbox/locales/de.json';
import inboxFr from '../features/inbox/locales/fr.json';
import inboxPt from '../features/inbox/locales/pt.json';

/** Each feature's strings, in the order of the languages (en, de, fr, pt), under the key its screens read. */
const FEATURES = {
  admins: [adminsEn, adminsDe, adminsFr, adminsPt],
  agents: [agentsEn, agentsDe, agentsFr, agentsPt],
  departments: [departmentsEn, departmentsDe, departmentsFr, departmentsPt],
  queues: [queuesEn, queuesDe, queuesFr, queuesPt],
  shifts: [shiftsEn, shiftsDe, shiftsFr, shiftsPt],
  templates: [templatesEn, templatesDe, templatesFr, templatesPt],
  general: [generalEn, generalDe, generalFr, generalPt],
  workingTimes: [workingTimesEn, workingTimesDe, workingTimesFr, workingTimesPt],
  comments: [commentsEn, commentsDe, commentsFr, commentsPt],
  categories: [categoriesEn, categoriesDe, categoriesFr, categoriesPt],
  sortableTable: [sortableTableEn, sortableTableDe, sortableTableFr, sortableTablePt],
  reports: [reportsEn, reportsDe, reportsFr, reportsPt],
  dashboard: [dashboardEn, dashboardDe, dashboardFr, dashboardPt],
  agentPerformance: [agentPerformanceEn, agentPerformanceDe, agentPerformanceFr, agentPerformancePt],
  agentAnalysis: [agentAnalysisEn, agentAnalysisDe, agentAnalysisFr, agentAnalysisPt],
  chatbot: [chatbotEn, chatbotDe, chatbotFr, chatbotPt],
  chatReport: [chatReportEn, chatReportDe, chatReportFr, chatReportPt],
  communications: [communicationsEn, communicationsDe, communicationsFr, communicationsPt],
  monitor: [
    { ...monitorEn, alerts: monitorAlertsEn },
    { ...monitorDe, alerts: monitorAlertsDe },
    { ...monitorFr, alerts: monitorAlertsFr },
    { ...monitorPt, alerts: monitorAlertsPt },
  ],
  inbox: [inboxEn, inboxDe, inboxFr, inboxPt],
};

type Language = keyof typeof baseResources;
const LANGUAGES = Object.keys(baseResources) as Language[];
type Strings = (typeof baseResources)[Language] & { [F in keyof typeof FEATURES]: (typeof FEATURES)[F][number] };

export const resources = Object.fromEntries(
  LANGUAGES.map((language, index) => [
    language,
    {
      ...baseResources[language],
      ...Object.fromEntries(Object.entries(FEATURES).map(([feature, languages]) => [feature, languages[index]])),
    },
  ]),
) as Record<Language, Strings>;
