// The users list: statistics over every user, then the server-paged table whose search, filters (role, plan,
// status), page, page size and sort live in the URL (a reload or a shared link shows the same view), rows with
// View, Edit and Delete (after confirmation), a CSV export of every matching row, and the "Add user" drawer.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { describeApiError, reportApiError } from '@live-agent/auth';
import { type FieldErrors, type User, type UserInput } from '@live-agent/contracts';
import { queryView } from '@live-agent/store/api';
import {
  DataTable,
  FilterSelect,
  PageHeader,
  PersonCell,
  downloadCsv,
  toCsv,
  toast,
  useUrlState,
  type DataTableColumn,
  type ListParams,
  type RowActions,
} from '@live-agent/ui-kit';
import {
  USERS_URL,
  useAddUserMutation,
  useAllUsersQuery,
  useDeleteUserMutation,
  useLazyUsersQuery,
  useUsersQuery,
  usersAsked,
} from '../../api';
import { written } from '../../feedback';
import { NAMESPACE } from '../../i18n';
import { UserDrawer } from './components/UserDrawer';
import { UserStats } from './components/UserStats';
import { RoleLabel, StatusTag } from './components/UserTags';
import { useUserOptions } from './useUserOptions';
import './users.css';

/** At least this many rows are asked for when every matching row is exported. */
const EXPORT_PAGE = 1000;

/** The list's filters: the URL's field, the choices it offers (useUserOptions) and its width. */
const FILTERS = [
  { name: 'role', choices: 'roles', width: 150 },
  { name: 'currentPlan', choices: 'plans', width: 150 },
  { name: 'status', choices: 'statuses', width: 140 },
] as const;

function UserListPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [url, setUrl, search] = useUrlState(USERS_URL);
  const asked = usersAsked(search);
  const list = queryView(useUsersQuery(asked), describeApiError);
  const everyone = useAllUsersQuery();
  const [exportAll] = useLazyUsersQuery();
  const [addUser, adding] = useAddUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [form, setForm] = useState<{ open: boolean; fieldErrors: FieldErrors | null }>({
    open: false,
    fieldErrors: null,
  });
  const total = list.data?.total ?? 0;

  // The URL is the source of the list's params: every change of it (a filter, Back) asks for that view.
  const params = useMemo<ListParams>(
    () => ({
      q: url.q,
      page: url.page,
      perPage: url.perPage,
      sort: url.sort,
      filters: { role: url.role, currentPlan: url.currentPlan, status: url.status },
    }),
    [url],
  );

  // Deleting the only row of the last page leaves it empty: step back to the last page there is.
  const emptyPage = !list.pending && list.data?.users.length === 0 && total > 0 && url.page > 1;
  useEffect(() => {
    if (emptyPage) setUrl({ page: Math.ceil(total / url.perPage) }, { replace: true });
  }, [emptyPage, total, url.perPage, setUrl]);

  const setParams = useCallback(
    (next: ListParams) => {
      const { role, currentPlan, status } = next.filters;
      setUrl({
        q: next.q,
        page: next.page,
        perPage: next.perPage,
        sort: next.sort,
        role: (role as User['role'] | undefined) ?? null,
        currentPlan: (currentPlan as User['currentPlan'] | undefined) ?? null,
        status: (status as User['status'] | undefined) ?? null,
      });
    },
    [setUrl],
  );

  const options = useUserOptions();

  const columns = useMemo<DataTableColumn<User>[]>(
    () => [
      {
        key: 'fullName',
        title: t('users.fields.user'),
        sortable: true,
        // The columns' widths add up to what a 1440 px screen has beside the menu, so the pinned actions column never
        // covers the status (e2e/responsive.e2e.test.ts, at a desk).
        width: 220,
        render: (row) => <PersonCell name={row.fullName} avatar={row.avatar} email={row.email} />,
        fullText: (row) => `${row.fullName} ${row.email}`,
      },
      { key: 'username', title: t('users.fields.username'), sortable: true, width: 130 },
      {
        key: 'email',
        title: t('users.fields.email'),
        sortable: true,
        maxWidth: 200,
        fullText: (row) => row.email,
        render: (row) => <Typography.Link href={`mailto:${row.email}`}>{row.email}</Typography.Link>,
      },
      {
        key: 'role',
        title: t('users.fields.role'),
        sortable: true,
        width: 120,
        render: (row) => <RoleLabel role={row.role} />,
      },
      {
        key: 'currentPlan',
        title: t('users.fields.currentPlan'),
        sortable: true,
        width: 120,
        render: (row) => t(`users.plans.${row.currentPlan}`),
      },
      {
        key: 'status',
        title: t('users.fields.status'),
        sortable: true,
        width: 110,
        render: (row) => <StatusTag status={row.status} />,
      },
    ],
    [t],
  );

  const rowActions = useMemo<RowActions<User>>(
    () => ({
      onView: (row) => navigate(`/apps/user/view/${row.id}`),
      onEdit: (row) => navigate(`/apps/user/edit/${row.id}`),
      onDelete: (row) => void written(deleteUser(row.id).unwrap(), 'users.toast.deleted'),
      describe: (row) => row.fullName,
    }),
    [navigate, deleteUser],
  );

  const exportCsv = async () => {
    let rows: User[];
    try {
      rows = (await exportAll({ ...asked, page: 1, perPage: Math.max(total, EXPORT_PAGE) }).unwrap()).users;
    } catch (error) {
      reportApiError(error, toast.error);
      return;
    }
    const csv = toCsv<User>(
      [
        { header: t('users.fields.fullName'), value: (row) => row.fullName },
        { header: t('users.fields.username'), value: (row) => row.username },
        { header: t('users.fields.email'), value: (row) => row.email },
        { header: t('users.fields.role'), value: (row) => t(`users.roles.${row.role}`) },
        { header: t('users.fields.currentPlan'), value: (row) => t(`users.plans.${row.currentPlan}`) },
        { header: t('users.fields.status'), value: (row) => t(`users.statuses.${row.status}`) },
        { header: t('users.fields.company'), value: (row) => row.company },
        { header: t('users.fields.country'), value: (row) => row.country },
        { header: t('users.fields.contact'), value: (row) => row.contact },
      ],
      rows,
    );
    downloadCsv('users.csv', csv);
  };
  const save = async (values: UserInput) => {
    const outcome = await written(addUser(values).unwrap(), 'users.toast.created');
    setForm(outcome.done ? { open: false, fieldErrors: null } : { open: true, fieldErrors: outcome.fieldErrors });
  };

  const filterProps = { params, onParamsChange: setParams };

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <UserStats users={everyone.data ?? []} loading={!everyone.data} />
      <Card>
        <DataTable<User>
          label={t('users.title')}
          columns={columns}
          rows={list.data?.users ?? []}
          total={total}
          loading={list.status === 'loading' || list.status === 'idle'}
          error={list.status === 'error'}
          onRetry={list.reload}
          params={params}
          onParamsChange={setParams}
          searchPlaceholder={t('users.search')}
          rowActions={rowActions}
          filters={FILTERS.map(({ name, choices, width }) => (
            <FilterSelect
              key={name}
              name={name}
              label={t(`users.fields.${name}`)}
              {...filterProps}
              options={options[choices]}
              width={width}
            />
          ))}
          actions={
            <>
              <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={total === 0}>
                {t('users.export')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, fieldErrors: null })}>
                {t('users.add')}
              </Button>
            </>
          }
        />
      </Card>
      <UserDrawer
        open={form.open}
        saving={adding.isLoading}
        fieldErrors={form.fieldErrors}
        onClose={() => setForm({ open: false, fieldErrors: null })}
        onSubmit={save}
      />
    </>
  );
}

export default UserListPage;
