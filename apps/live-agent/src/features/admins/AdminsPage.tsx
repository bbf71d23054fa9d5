// The Admins screen: admins and supervisors of the live-agent product, server-paged with search, sort and
// filters (role, department, active), created and edited in a drawer, deleted after confirmation.
import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, type Admin, type AdminRole } from '@live-agent/contracts';
import {
  ActiveTag,
  LastLogin,
  NameTags,
  namesOf,
  PageHeader,
  PersonCell,
  useActiveOptions,
  type DataTableColumn,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { admins as adminsResource } from '../../api/resources';
import { LISTS } from '../../crud/lists';
import { useResourceList } from '../../crud/useResourceList';
import { ReadOnlyNote, ResourceTable, type ResourceFilter } from '../../crud/ResourceTable';
import { useDepartments } from '../../lookups/lookups';
import { AdminDrawer } from './components/AdminDrawer';

const ROLE_COLORS: Record<AdminRole, string> = { admin: 'magenta', supervisor: 'geekblue' };

function AdminsPage() {
  const { t } = useTranslation(NAMESPACE);
  const admins = useResourceList(adminsResource, LISTS.admins);
  const departments = useDepartments().items;
  const departmentNames = useMemo(() => namesOf(departments, (row) => row.name), [departments]);
  const activeOptions = useActiveOptions();

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'role',
        label: t('admins.fields.role'),
        options: ADMIN_ROLES.map((role) => ({ value: role, label: t(`admins.roles.${role}`) })),
        width: 140,
      },
      {
        name: 'departmentId',
        label: t('admins.fields.department'),
        options: departments.map((row) => ({ value: row.id, label: row.name })),
      },
      { name: 'isActive', label: t('admins.fields.isActive'), options: activeOptions, width: 130 },
    ],
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

  return (
    <>
      <PageHeader title={t('admins.title')} subtitle={t('admins.subtitle')} />
      <ReadOnlyNote canManage={admins.canManage} />
      <ResourceTable
        list={admins}
        columns={columns}
        filters={filters}
        drawer={(form, admin) => <AdminDrawer {...form} admin={admin} departments={departments} />}
      />
    </>
  );
}

export default AdminsPage;
