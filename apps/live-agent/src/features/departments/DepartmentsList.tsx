// The Departments tab of the Agents screen: departments with their working time, chat limit, fallback
// and offline message; filter by enabled; create, edit and delete (a department still in use cannot be
// deleted: the server's message saying what uses it is shown).
import { useMemo } from 'react';
import { Button, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { DataTable, type DataTableColumn, type RowActions } from '@live-agent/ui-kit';
import type { Department } from '@live-agent/contracts';
import { ActiveTag, FilterSelect, namesOf, useActiveOptions } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { DepartmentDrawer } from './components/DepartmentDrawer';
import { departments as departmentsResource } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
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
  const canManage = useAppAbility().can('manage', 'Agent');
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

  const rowActions = useMemo<RowActions<Department> | undefined>(
    () =>
      canManage
        ? { onEdit: departments.openEdit, onDelete: departments.remove, describe: (row) => row.name }
        : undefined,
    [canManage, departments.openEdit, departments.remove],
  );

  return (
    <>
      <DataTable<Department>
        label={t('screens.departments')}
        columns={columns}
        rows={state.data}
        total={state.total}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={departments.retry}
        params={state.params}
        onParamsChange={departments.setParams}
        searchPlaceholder={t('departments.search')}
        rowActions={rowActions}
        filters={
          <FilterSelect
            name="isEnabled"
            label={t('departments.fields.isEnabled')}
            params={state.params}
            onParamsChange={departments.setParams}
            width={140}
            options={enabledOptions}
          />
        }
        actions={
          canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={departments.openCreate}>
              {t('departments.add')}
            </Button>
          ) : null
        }
      />
      {canManage ? (
        <DepartmentDrawer
          open={state.formOpen}
          department={state.selected}
          saving={state.saving}
          fieldErrors={state.fieldErrors}
          departments={state.allData}
          workingTimes={workingTimes}
          onClose={departments.closeForm}
          onSubmit={departments.save}
        />
      ) : null}
    </>
  );
}
