// The users list: statistics over every user, then the server-paged table whose search, filters (role, plan,
// status), page, page size and sort live in the URL (a reload or a shared link shows the same view), rows with
// View, Edit and Delete (after confirmation), a CSV export of every matching row, and the "Add user" drawer.
import { useCallback, useEffect, useMemo } from 'react';
import { Button, Card, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type User } from '@live-agent/contracts';
import { useCrud, withInjected } from '@live-agent/store';
import {
  DEFAULT_LIST_PARAMS,
  PAGE_SIZE_OPTIONS,
  DataTable,
  FilterSelect,
  PageHeader,
  PersonCell,
  downloadCsv,
  toCsv,
  urlParam,
  useUrlState,
  type DataTableColumn,
  type ListParams,
  type RowActions,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { usersFeature } from './users.feature';
import { UserDrawer } from './components/UserDrawer';
import { UserStats } from './components/UserStats';
import { RoleLabel, StatusTag } from './components/UserTags';
import './users.css';

const SORTS = ['fullName', 'username', 'email', 'role', 'currentPlan', 'status'].flatMap((field) => [
  field,
  `-${field}`,
]);

const URL_SCHEMA = {
  q: urlParam.text(),
  role: urlParam.oneOf(USER_ROLES, null),
  currentPlan: urlParam.oneOf(USER_PLANS, null),
  status: urlParam.oneOf(USER_STATUSES, null),
  page: urlParam.integer(1),
  perPage: urlParam.integer(DEFAULT_LIST_PARAMS.perPage, { allowed: PAGE_SIZE_OPTIONS }),
  sort: urlParam.oneOf(SORTS, ''),
};

function UserListPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const users = useCrud(usersFeature, { loadList: false, refreshAll: true });
  const { state } = users;
  const [url, setUrl] = useUrlState(URL_SCHEMA);

  // The URL is the source of the list's params: every change of it (a filter, Back) loads that view.
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
  useEffect(() => {
    dispatch(usersFeature.actions.fetchList(params));
  }, [dispatch, params]);

  // Deleting the only row of the last page makes the feature step back a page: the URL follows (only when the
  // URL's page is really past the end, so a previous visit's state never rewrites a fresh URL).
  const loadedPage = state.params.page;
  const pastTheEnd = url.page > 1 && state.total <= (url.page - 1) * url.perPage;
  useEffect(() => {
    if (state.status === 'ready' && pastTheEnd && loadedPage < url.page)
      setUrl({ page: loadedPage }, { replace: true });
  }, [state.status, pastTheEnd, loadedPage, url.page, setUrl]);

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

  const options = useMemo(
    () => ({
      roles: USER_ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) })),
      plans: USER_PLANS.map((value) => ({ value, label: t(`users.plans.${value}`) })),
      statuses: USER_STATUSES.map((value) => ({ value, label: t(`users.statuses.${value}`) })),
    }),
    [t],
  );

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
      onDelete: users.remove,
      describe: (row) => row.fullName,
    }),
    [navigate, users.remove],
  );

  const exportCsv = () =>
    users.exportRows((rows) => {
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
    });

  const filterProps = { params, onParamsChange: setParams };

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <UserStats users={state.allData} loading={state.allStatus !== 'ready'} />
      <Card>
        <DataTable<User>
          label={t('users.title')}
          columns={columns}
          rows={state.data}
          total={state.total}
          loading={state.status === 'loading' || state.status === 'idle'}
          error={state.status === 'error'}
          onRetry={users.retry}
          params={params}
          onParamsChange={setParams}
          searchPlaceholder={t('users.search')}
          rowActions={rowActions}
          filters={
            <>
              <FilterSelect
                name="role"
                label={t('users.fields.role')}
                {...filterProps}
                options={options.roles}
                width={150}
              />
              <FilterSelect
                name="currentPlan"
                label={t('users.fields.currentPlan')}
                {...filterProps}
                options={options.plans}
                width={150}
              />
              <FilterSelect
                name="status"
                label={t('users.fields.status')}
                {...filterProps}
                options={options.statuses}
                width={140}
              />
            </>
          }
          actions={
            <>
              <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={state.total === 0}>
                {t('users.export')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={users.openCreate}>
                {t('users.add')}
              </Button>
            </>
          }
        />
      </Card>
      <UserDrawer
        open={state.formOpen}
        saving={state.saving}
        fieldErrors={state.fieldErrors}
        onClose={users.closeForm}
        onSubmit={(values) => users.save(values)}
      />
    </>
  );
}

export default withInjected(UserListPage, usersFeature);
