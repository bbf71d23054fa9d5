// The Admins screen: admins and supervisors of the live-agent product, server-paged with search, sort and
// filters (role, department, active), created and edited in a drawer, deleted after confirmation.
import { useMemo } from 'react';
import { Alert, Button, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@live-agent/auth';
import { DataTable, PageHeader, type DataTableColumn, type RowActions } from '@live-agent/ui-kit';
import { ADMIN_ROLES, type Admin, type AdminRole } from '@live-agent/contracts';
import {
  ActiveTag,
  FilterSelect,
  LastLogin,
  NameTags,
  namesOf,
  PersonCell,
  useActiveOptions,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { admins as adminsResource } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { useDepartments } from '../../lookups/lookups';
import { AdminDrawer } from './components/AdminDrawer';

const ROLE_COLORS: Record<AdminRole, string> = { admin: 'magenta', supervisor: 'geekblue' };

function AdminsPage() {
  const { t } = useTranslation(NAMESPACE);
  const canManage = useAppAbility().can('manage', 'Admin');
  const admins = useResourceList(adminsResource, LISTS.admins);
  const departments = useDepartments().items;
  const { state } = admins;
  const departmentNames = useMemo(() => namesOf(departments, (row) => row.name), [departments]);
  const activeOptions = useActiveOptions();

  const filterOptions = useMemo(
    () => ({
      roles: ADMIN_ROLES.map((role) => ({ value: role, label: t(`admins.roles.${role}`) })),
      departments: departments.map((row) => ({ value: row.id, label: row.name })),
      active: activeOptions,
    }),
    [t, departments, activeOptions],
  );

  const columns = useMemo<DataTableColumn<Admin>[]>(
    () => [
      {
        key: 'fullName',
        title: t('admins.fields.fullName'),
        sortable: true,
        width: 200,
        render: (row) => <PersonCell name={row.fullName} avatar={row.avatar} />,
      },
      {
        key: 'email',
        title: t('admins.fields.email'),
        sortable: true,
        render: (row) => <Typography.Link href={`mailto:${row.email}`}>{row.email}</Typography.Link>,
      },
      {
        key: 'phone',
        title: t('admins.fields.phone'),
        width: 150,
        // A phone number is read as one: it never wraps (the table gives the room from wider columns).
        render: (row) =>
          row.phone ? (
            <span style={{ whiteSpace: 'nowrap' }}>{row.phone}</span>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
      {
        key: 'role',
        title: t('admins.fields.role'),
        sortable: true,
        width: 130,
        render: (row) => <Tag color={ROLE_COLORS[row.role]}>{t(`admins.roles.${row.role}`)}</Tag>,
      },
      {
        key: 'departmentIds',
        title: t('admins.fields.departments'),
        width: 220,
        render: (row) => (
          <NameTags ids={row.departmentIds} names={departmentNames} empty={t('admins.allDepartments')} />
        ),
      },
      {
        key: 'isActive',
        title: t('admins.fields.isActive'),
        sortable: true,
        width: 110,
        render: (row) => <ActiveTag active={row.isActive} />,
      },
      {
        key: 'lastLoginAt',
        title: t('admins.fields.lastLoginAt'),
        sortable: true,
        width: 150,
        render: (row) => <LastLogin value={row.lastLoginAt} />,
      },
    ],
    [t, departmentNames],
  );

  const rowActions = useMemo<RowActions<Admin> | undefined>(
    () =>
      canManage ? { onEdit: admins.openEdit, onDelete: admins.remove, describe: (row) => row.fullName } : undefined,
    [canManage, admins.openEdit, admins.remove],
  );

  const filterProps = { params: state.params, onParamsChange: admins.setParams };

  return (
    <>
      <PageHeader title={t('admins.title')} subtitle={t('admins.subtitle')} />
      {canManage ? null : <Alert type="info" showIcon title={t('common.readOnly')} style={{ marginBottom: 16 }} />}
      <DataTable<Admin>
        label={t('admins.title')}
        columns={columns}
        rows={state.data}
        total={state.total}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={admins.retry}
        params={state.params}
        onParamsChange={admins.setParams}
        searchPlaceholder={t('admins.search')}
        rowActions={rowActions}
        filters={
          <>
            <FilterSelect
              name="role"
              label={t('admins.fields.role')}
              {...filterProps}
              options={filterOptions.roles}
              width={140}
            />
            <FilterSelect
              name="departmentId"
              label={t('admins.fields.department')}
              {...filterProps}
              options={filterOptions.departments}
            />
            <FilterSelect
              name="isActive"
              label={t('admins.fields.isActive')}
              {...filterProps}
              options={filterOptions.active}
              width={130}
            />
          </>
        }
        actions={
          canManage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={admins.openCreate}>
              {t('admins.add')}
            </Button>
          ) : null
        }
      />
      {canManage ? (
        <AdminDrawer
          open={state.formOpen}
          admin={state.selected}
          saving={state.saving}
          fieldErrors={state.fieldErrors}
          departments={departments}
          onClose={admins.closeForm}
          onSubmit={admins.save}
        />
      ) : null}
    </>
  );
}

export default AdminsPage;
