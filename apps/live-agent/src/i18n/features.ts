// The strings of every live-agent feature, under its own top-level key, loaded with the pages (routes.tsx)
// rather than with the routes module. `resources` is the whole namespace, for the tests.
import { registerNamespace } from '@live-agent/ui-kit';
import { NAMESPACE } from './index';
import en from './en.json';
import de from './de.json';
import fr from './fr.json';
import pt from './pt.json';
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

export const resources = {
  en: { ...en, admins: adminsEn, agents: agentsEn, departments: departmentsEn, queues: queuesEn, shifts: shiftsEn, templates: templatesEn, general: generalEn, workingTimes: workingTimesEn, comments: commentsEn, categories: categoriesEn, sortableTable: sortableTableEn, reports: reportsEn, dashboard: dashboardEn, agentPerformance: agentPerformanceEn, agentAnalysis: agentAnalysisEn, chatbot: chatbotEn, chatReport: chatReportEn, communications: communicationsEn },
  de: { ...de, admins: adminsDe, agents: agentsDe, departments: departmentsDe, queues: queuesDe, shifts: shiftsDe, templates: templatesDe, general: generalDe, workingTimes: workingTimesDe, comments: commentsDe, categories: categoriesDe, sortableTable: sortableTableDe, reports: reportsDe, dashboard: dashboardDe, agentPerformance: agentPerformanceDe, agentAnalysis: agentAnalysisDe, chatbot: chatbotDe, chatReport: chatReportDe, communications: communicationsDe },
  fr: { ...fr, admins: adminsFr, agents: agentsFr, departments: departmentsFr, queues: queuesFr, shifts: shiftsFr, templates: templatesFr, general: generalFr, workingTimes: workingTimesFr, comments: commentsFr, categories: categoriesFr, sortableTable: sortableTableFr, reports: reportsFr, dashboard: dashboardFr, agentPerformance: agentPerformanceFr, agentAnalysis: agentAnalysisFr, chatbot: chatbotFr, chatReport: chatReportFr, communications: communicationsFr },
  pt: { ...pt, admins: adminsPt, agents: agentsPt, departments: departmentsPt, queues: queuesPt, shifts: shiftsPt, templates: templatesPt, general: generalPt, workingTimes: workingTimesPt, comments: commentsPt, categories: categoriesPt, sortableTable: sortableTablePt, reports: reportsPt, dashboard: dashboardPt, agentPerformance: agentPerformancePt, agentAnalysis: agentAnalysisPt, chatbot: chatbotPt, chatReport: chatReportPt, communications: communicationsPt },
};

/** Adds every feature's strings to the namespace (idempotent). */
export function registerFeatureTranslations() {
  registerNamespace(NAMESPACE, resources);
}
