// The Departments tab of the Agents screen: departments with their working time, chat limit, fallback
// and offline message; filter by enabled; create, edit and delete (a department still in use cannot be
// deleted: the server's message saying what uses it is shown).
import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActiveTag, namesOf, useActiveOptions, type DataTableColumn } from '@live-agent/ui-kit';
import type { Department } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { DepartmentDrawer } from './components/DepartmentDrawer';
import { departments as departmentsResource } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { ResourceTable, type ResourceFilter } from '../../crud/ResourceTable';
import { useWorkingTimes } from '../../lookups/lookups';

const clip = (text: string) =>
  text ? (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
      {text}
    </Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

export function DepartmentsList() {
  const { t } = useTranslation(NAMESPACE);
  const departments = useResourceList(departmentsResource, LISTS.departments);
  const { state } = departments;
  const workingTimes = useWorkingTimes();

  const departmentNames = useMemo(() => namesOf(state.allData, (row) => row.name), [state.allData]);
  const workingTimeNames = useMemo(() => namesOf(workingTimes, (row) => row.name), [workingTimes]);

  const enabledOptions = useActiveOptions('enabled');

  const columns = useMemo<DataTableColumn<Department>[]>(
    () => [
      {
        key: 'name',
        title: t('departments.fields.name'),
        sortable: true,
        width: 180,
        render: (row) => <Typography.Text strong>{row.name}</Typography.Text>,
      },
      {
        key: 'description',
        title: t('departments.fields.description'),
        width: 240,
        render: (row) => clip(row.description),
      },
      {
        key: 'isEnabled',
        title: t('departments.fields.isEnabled'),
        sortable: true,
        width: 110,
        render: (row) => <ActiveTag active={row.isEnabled} labels="enabled" />,
      },
      {
        key: 'workingTimeId',
        title: t('departments.fields.workingTime'),
        width: 180,
        render: (row) =>
          row.workingTimeId === null ? (
            <Typography.Text type="secondary">{t('departments.organizationHours')}</Typography.Text>
          ) : (
            <Tag color="purple">{workingTimeNames.get(row.workingTimeId) ?? `#${row.workingTimeId}`}</Tag>
          ),
      },
      {
        key: 'maxConcurrentChats',
        title: t('departments.fields.maxChatsShort'),
        sortable: true,
        width: 110,
        align: 'right',
      },
      {
        key: 'fallbackDepartmentId',
        title: t('departments.fields.fallbackDepartment'),
        width: 170,
        render: (row) =>
          row.fallbackDepartmentId === null ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            (departmentNames.get(row.fallbackDepartmentId) ?? `#${row.fallbackDepartmentId}`)
          ),
      },
      {
        key: 'offlineMessage',
        title: t('departments.fields.offlineMessage'),
        width: 260,
        render: (row) => clip(row.offlineMessage),
      },
    ],
    [t, departmentNames, workingTimeNames],
  );

  const filters = useMemo<ResourceFilter[]>(
    () => [{ name: 'isEnabled', label: t('departments.fields.isEnabled'), width: 140, options: enabledOptions }],
    [t, enabledOptions],
  );

  return (
    <ResourceTable
      list={departments}
      columns={columns}
      filters={filters}
      drawer={(form, department) => (
        <DepartmentDrawer {...form} department={department} departments={state.allData} workingTimes={workingTimes} />
      )}
    />
  );
}
