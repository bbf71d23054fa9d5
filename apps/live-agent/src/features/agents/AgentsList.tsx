// The Agents tab: agents server-paged with search, sort and filters (department, queue, shift, status,
// active), created and edited in a drawer, deleted after confirmation, changed in bulk for the selected
// rows, and exported to CSV (every agent matching the current search and filters).
import { useCallback, useMemo, useState, type Key } from 'react';
import { Button, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '@live-agent/auth';
import { downloadCsv, toast, UI_NAMESPACE, type DataTableColumn } from '@live-agent/ui-kit';
import { AGENT_STATUSES, type Agent, type AgentBulkAction } from '@live-agent/contracts';
import { ActiveTag, LastLogin, NameTags, namesOf, PersonCell, useActiveOptions } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { agentsCsv, agentsCsvFilename, type AgentLookups } from './agents.csv';
import { agents as agentsResource, useAgentsBulkMutation } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { ResourceTable, type ResourceFilter } from '../../crud/ResourceTable';
import { useDepartments, useQueues, useShifts } from '../../lookups/lookups';
import { bulkBody } from './agentsBulk';

import { AgentDrawer } from './components/AgentDrawer';
import { BulkActions } from './components/BulkActions';
import { StatusTag } from './components/StatusTag';

export function AgentsList() {
  const { t } = useTranslation(NAMESPACE);
  const { t: ui } = useTranslation(UI_NAMESPACE);
  const agents = useResourceList(agentsResource, LISTS.agents);
  const departments = useDepartments().items;
  const queues = useQueues().items;
  const shifts = useShifts().items;
  const [bulk] = useAgentsBulkMutation();
  const [selected, setSelected] = useState<Key[]>([]);
  const [bulkBusy, setBulkBusy] = useState<AgentBulkAction | null>(null);

  const lookups = useMemo<AgentLookups>(
    () => ({
      departments: namesOf(departments, (row) => row.name),
      queues: namesOf(queues, (row) => row.name),
      shifts: namesOf(shifts, (row) => row.name),
    }),
    [departments, queues, shifts],
  );

  const choices = useMemo(
    () => ({
      departments: departments.map((row) => ({ value: row.id, label: row.name })),
      queues: queues.map((row) => ({ value: row.id, label: row.name })),
      shifts: shifts.map((row) => ({ value: row.id, label: row.name })),
    }),
    [departments, queues, shifts],
  );

  const isActiveOptions = useActiveOptions();
  const filters = useMemo<ResourceFilter[]>(
    () => [
      { name: 'departmentId', label: t('agents.fields.department'), options: choices.departments },
      { name: 'queueId', label: t('agents.fields.queue'), options: choices.queues },
      {
        name: 'shiftId',
        label: t('agents.fields.shift'),
        // 'null' asks the server for agents without a shift.
        options: [...choices.shifts, { value: 'null', label: t('agents.noShift') }],
        width: 150,
      },
      {
        name: 'status',
        label: t('agents.fields.status'),
        width: 130,
        options: AGENT_STATUSES.map((status) => ({ value: status, label: t(`common.status.${status}`) })),
      },
      { name: 'isActive', label: t('agents.fields.isActive'), options: isActiveOptions, width: 130 },
    ],
    [t, choices, isActiveOptions],
  );

  const columns = useMemo<DataTableColumn<Agent>[]>(
    () => [
      {
        key: 'fullName',
        title: t('agents.fields.fullName'),
        sortable: true,
        width: 260,
        render: (row) => <PersonCell name={row.fullName} avatar={row.avatar} email={row.email} />,
      },
      {
        key: 'status',
        title: t('agents.fields.status'),
        sortable: true,
        width: 120,
        render: (row) => <StatusTag status={row.status} />,
      },
      {
        key: 'departmentIds',
        title: t('agents.fields.departments'),
        width: 200,
        render: (row) => <NameTags ids={row.departmentIds} names={lookups.departments} />,
      },
      {
        key: 'queueIds',
        title: t('agents.fields.queues'),
        width: 200,
        render: (row) => <NameTags ids={row.queueIds} names={lookups.queues} color="blue" />,
      },
      {
        key: 'shiftId',
        title: t('agents.fields.shift'),
        width: 150,
        render: (row) =>
          row.shiftId === null ? (
            <Typography.Text type="secondary">{t('agents.noShift')}</Typography.Text>
          ) : (
            (lookups.shifts.get(row.shiftId) ?? `#${row.shiftId}`)
          ),
      },
      {
        key: 'maxConcurrentChats',
        title: t('agents.fields.maxChatsShort'),
        sortable: true,
        width: 110,
        align: 'right',
      },
      {
        key: 'isActive',
        title: t('agents.fields.isActive'),
        sortable: true,
        width: 110,
        render: (row) => <ActiveTag active={row.isActive} />,
      },
      {
        key: 'lastLoginAt',
        title: t('agents.fields.lastLoginAt'),
        sortable: true,
        width: 150,
        render: (row) => <LastLogin value={row.lastLoginAt} />,
      },
    ],
    [t, lookups],
  );

  const runAction = useCallback(
    async (action: AgentBulkAction, value?: number) => {
      setBulkBusy(action);
      try {
        const result = await bulk(bulkBody({ ids: selected.map(Number), action, value })).unwrap();
        toast.success(t('agents.bulk.done', { count: result.data.length }));
        // The selection is cleared only when the server took the change.
        setSelected([]);
      } catch (error) {
        reportApiError(error, toast.error);
      } finally {
        setBulkBusy(null);
      }
    },
    [bulk, selected, t],
  );

  const exportCsv = () => agents.exportRows((rows) => downloadCsv(agentsCsvFilename(), agentsCsv(t, lookups, rows)));

  return (
    <ResourceTable
      list={agents}
      columns={columns}
      filters={filters}
      selection={
        agents.canManage
          ? {
              keys: selected,
              onChange: setSelected,
              actions: (
                <BulkActions
                  count={selected.length}
                  busy={bulkBusy}
                  onRun={runAction}
                  departments={choices.departments}
                  queues={choices.queues}
                  shifts={choices.shifts}
                />
              ),
            }
          : undefined
      }
      actions={
        <Button icon={<DownloadOutlined />} disabled={agents.state.total === 0} onClick={exportCsv}>
          {ui('table.exportCsv')}
        </Button>
      }
      drawer={(form, agent) => (
        <AgentDrawer {...form} agent={agent} departments={departments} queues={queues} shifts={shifts} />
      )}
    />
  );
}
