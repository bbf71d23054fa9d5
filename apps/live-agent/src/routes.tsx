// Exposed as `liveAgent/routes`: small on purpose (no page code), so the shell pays little to read it.
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { registerTranslations } from './i18n';

registerTranslations();

const NotBuiltPage = lazy(() => import('./scaffold/NotBuiltPage'));

export const routes: RemoteRoute[] = [
  { path: '/live-agent', element: <Navigate to="/live-agent/dashboard" replace /> },
  { path: '/live-agent/dashboard', handle: { ability: { action: 'read', subject: 'Dashboard' }, titleKey: 'screens.dashboard' }, element: <NotBuiltPage screen="dashboard" /> },
  { path: '/live-agent/admins', handle: { ability: { action: 'read', subject: 'Admin' }, titleKey: 'screens.admins' }, element: <NotBuiltPage screen="admins" /> },
  { path: '/live-agent/agents', handle: { ability: { action: 'read', subject: 'Agent' }, titleKey: 'screens.agents' }, element: <NotBuiltPage screen="agents" /> },
  { path: '/live-agent/conversation-templates', handle: { ability: { action: 'read', subject: 'ConversationTemplate' }, titleKey: 'screens.conversationTemplates' }, element: <NotBuiltPage screen="conversationTemplates" /> },
  { path: '/live-agent/chatbot-analysis', handle: { ability: { action: 'read', subject: 'Report' }, titleKey: 'screens.chatbotAnalysis' }, element: <NotBuiltPage screen="chatbotAnalysis" /> },
  { path: '/live-agent/agent-performance', handle: { ability: { action: 'read', subject: 'Report' }, titleKey: 'screens.agentPerformance' }, element: <NotBuiltPage screen="agentPerformance" /> },
  { path: '/live-agent/agent-analysis', handle: { ability: { action: 'read', subject: 'Report' }, titleKey: 'screens.agentAnalysis' }, element: <NotBuiltPage screen="agentAnalysis" /> },
  { path: '/live-agent/chat-report', handle: { ability: { action: 'read', subject: 'Report' }, titleKey: 'screens.chatReport' }, element: <NotBuiltPage screen="chatReport" /> },
  { path: '/live-agent/communications-report', handle: { ability: { action: 'read', subject: 'Report' }, titleKey: 'screens.communicationsReport' }, element: <NotBuiltPage screen="communicationsReport" /> },
  { path: '/live-agent/settings/general', handle: { ability: { action: 'read', subject: 'Settings' }, titleKey: 'screens.settingsGeneral' }, element: <NotBuiltPage screen="settingsGeneral" /> },
  { path: '/live-agent/settings/working-times', handle: { ability: { action: 'read', subject: 'Settings' }, titleKey: 'screens.workingTimes' }, element: <NotBuiltPage screen="workingTimes" /> },
  { path: '/live-agent/settings/comments', handle: { ability: { action: 'read', subject: 'Settings' }, titleKey: 'screens.comments' }, element: <NotBuiltPage screen="comments" /> },
  { path: '/live-agent/settings/conversation-categories', handle: { ability: { action: 'read', subject: 'Settings' }, titleKey: 'screens.conversationCategories' }, element: <NotBuiltPage screen="conversationCategories" /> },
];
