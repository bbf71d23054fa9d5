// The Agents screen and its tabs (Agents, Departments, Queues, Shifts): one URL per tab so each can be
// bookmarked (routes.tsx), switching a tab navigates. Only the active tab is mounted, and each loads its
// list on showing, so a change made in one tab (a shift assigned in bulk) is current in the next.
import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { ReadOnlyNote } from '../../crud/ResourceTable';
import { DepartmentsList } from '../departments';
import { QueuesList } from '../queues';
import { ShiftsList } from '../shifts';
import { AgentsList } from './AgentsList';

export type AgentsTab = 'agents' | 'departments' | 'queues' | 'shifts';

export const TAB_PATHS: Record<AgentsTab, string> = {
  agents: '/live-agent/agents',
  departments: '/live-agent/agents/departments',
  queues: '/live-agent/agents/queues',
  shifts: '/live-agent/agents/shifts',
};

const TABS = Object.keys(TAB_PATHS) as AgentsTab[];

const CONTENT: Record<AgentsTab, () => ReactNode> = {
  agents: () => <AgentsList />,
  departments: () => <DepartmentsList />,
  queues: () => <QueuesList />,
  shifts: () => <ShiftsList />,
};

function AgentsPage({ tab = 'agents' }: { tab?: AgentsTab }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const canManage = useAppAbility().can('manage', 'Agent');
  return (
    <>
      <PageHeader title={t('screens.agents')} subtitle={t(`agents.subtitles.${tab}`)} />
      <ReadOnlyNote canManage={canManage} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(TAB_PATHS[key as AgentsTab])}
        items={TABS.map((key) => ({
          key,
          label: t(`screens.${key}`),
          children: key === tab ? CONTENT[key]() : null,
        }))}
      />
    </>
  );
}

export default AgentsPage;
