// The Queues tab of the Agents screen: queues with their department, routing, priority, maximum wait and
// first-response SLA; filters by department, routing and active; create, edit and delete (a queue agents
// still serve cannot be deleted: the server's message says so).
import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveTag, namesOf, useActiveOptions, type DataTableColumn } from '@live-agent/ui-kit';
import { QUEUE_ROUTINGS, type Queue, type QueueRouting } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { QueueDrawer } from './components/QueueDrawer';
import { queues as queuesResource } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { ResourceTable, type ResourceFilter } from '../../crud/ResourceTable';
import { useDepartments } from '../../lookups/lookups';
import { formatSeconds, PRIORITY_COLORS } from './queues.format';

const ROUTING_COLORS: Record<QueueRouting, string> = { auto: 'cyan', manual: 'default', load_balancing: 'geekblue' };

export function QueuesList() {
  const { t } = useTranslation(NAMESPACE);
  const queues = useResourceList(queuesResource, LISTS.queues);
  const departments = useDepartments().items;
  const departmentNames = useMemo(() => namesOf(departments, (row) => row.name), [departments]);
  const activeOptions = useActiveOptions();

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'departmentId',
        label: t('queues.fields.department'),
        options: departments.map((row) => ({ value: row.id, label: row.name })),
      },
      {
        name: 'routing',
        label: t('queues.fields.routing'),
        width: 160,
        options: QUEUE_ROUTINGS.map((routing) => ({ value: routing, label: t(`queues.routings.${routing}`) })),
      },
      { name: 'isActive', label: t('queues.fields.isActive'), options: activeOptions, width: 130 },
    ],
    [t, departments, activeOptions],
  );

  const columns = useMemo<DataTableColumn<Queue>[]>(
    () => [
      {
        key: 'name',
        title: t('queues.fields.name'),
        sortable: true,
        width: 200,
        render: (row) => <Typography.Text strong>{row.name}</Typography.Text>,
      },
      {
        key: 'departmentId',
        title: t('queues.fields.department'),
        width: 170,
        render: (row) => <Tag>{departmentNames.get(row.departmentId) ?? `#${row.departmentId}`}</Tag>,
      },
      {
        key: 'routing',
        title: t('queues.fields.routing'),
        sortable: true,
        width: 150,
        render: (row) => <Tag color={ROUTING_COLORS[row.routing]}>{t(`queues.routings.${row.routing}`)}</Tag>,
      },
      {
        key: 'priority',
        title: t('queues.fields.priority'),
        sortable: true,
        width: 120,
        render: (row) => (
          <Tag
            color={PRIORITY_COLORS[row.priority]}
          >{`${row.priority} · ${t(`queues.priorities.${row.priority}`)}`}</Tag>
        ),
      },
      {
        key: 'maxWaitSec',
        title: t('queues.fields.maxWaitShort'),
        sortable: true,
        width: 120,
        align: 'right',
        render: (row) => formatSeconds(row.maxWaitSec, t),
      },
      {
        key: 'slaFirstResponseSec',
        title: t('queues.fields.slaShort'),
        sortable: true,
        width: 140,
        align: 'right',
        render: (row) => formatSeconds(row.slaFirstResponseSec, t),
      },
      {
        key: 'isActive',
        title: t('queues.fields.isActive'),
        sortable: true,
        width: 110,
        render: (row) => <ActiveTag active={row.isActive} />,
      },
    ],
    [t, departmentNames],
  );

  return (
    <ResourceTable
      list={queues}
      columns={columns}
      filters={filters}
      drawer={(form, queue) => <QueueDrawer {...form} queue={queue} departments={departments} />}
    />
  );
}
