// The data-table demos over the employee rows: a client-side table (every row loaded once; sort, filter per
// column, select rows, export the selected or shown rows as CSV) and a server-side one (search, page and page
// size asked of the server, all three in the URL). Salary and dates are written in the reader's language.
import { useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Button, Card, Flex, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, FilterFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUSES, type EmployeeRow } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import {
  DEFAULT_LIST_PARAMS,
  PAGE_SIZE_OPTIONS,
  DataTable,
  PageHeader,
  PersonCell,
  downloadCsv,
  toCsv,
  useFormat,
  useTableAccessibility,
  useUrlState,
  type DataTableColumn,
  type ListParams,
  UI_NAMESPACE,
  usePageSizeChanger,
  usePagerItems,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { EMPLOYEES_URL, employeesAsked, useEmployeesPageQuery, useEmployeesQuery } from '../../api';
import { EmployeeStatusTag } from './EmployeeStatusTag';
import { LoadFailed } from '../../shared/LoadFailed';
import './dataTables.css';

const distinct = (rows: readonly EmployeeRow[], pick: (row: EmployeeRow) => string) =>
  [...new Set(rows.map(pick))].sort((a, b) => a.localeCompare(b)).map((value) => ({ text: value, value }));

/** antd's filter button holds only its icon, which is decorative unless named (ui-kit icons/decorative.tsx). */
const filterIcon = (label: string) => () => <FilterFilled aria-label={label} />;

function ClientSideTable() {
  const { t } = useTranslation(NAMESPACE);
  const { t: ui } = useTranslation(UI_NAMESPACE);
  const pagerItems = usePagerItems();
  const sizeChanger = usePageSizeChanger();
  const format = useFormat();
  const all = queryView(useEmployeesQuery(), describeApiError);
  const rows = useMemo(() => all.data ?? [], [all.data]);
  const [selected, setSelected] = useState<Key[]>([]);
  // The rows the table shows after its filters and sort (what "export" takes when nothing is selected).
  const [shown, setShown] = useState<readonly EmployeeRow[] | null>(null);
  useEffect(() => setShown(null), [rows]);

  const money = useCallback((value: number) => format.currency(value, 'USD'), [format]);

  const columns = useMemo<TableColumnsType<EmployeeRow>>(
    () => [
      {
        key: 'full_name',
        dataIndex: 'full_name',
        title: t('dataTables.fields.name'),
        width: 240,
        sorter: (a, b) => a.full_name.localeCompare(b.full_name),
        render: (_value, row) => <PersonCell name={row.full_name} avatar={row.avatar} email={row.email} />,
      },
      ...(
        [
          ['post', 200],
          ['city', 140],
        ] as const
      ).map(([key, width]) => ({
        key,
        dataIndex: key,
        title: t(`dataTables.fields.${key}`),
        width,
        // Alphabetical, and filtered by the values the rows hold (searchable in the filter).
        sorter: (a: EmployeeRow, b: EmployeeRow) => a[key].localeCompare(b[key]),
        filters: distinct(rows, (row) => row[key]),
        filterIcon: filterIcon(ui('table.filterBy', { column: t(`dataTables.fields.${key}`) })),
        filterSearch: true,
        onFilter: (value: boolean | Key, row: EmployeeRow) => row[key] === value,
      })),
      {
        key: 'start_date',
        dataIndex: 'start_date',
        title: t('dataTables.fields.startDate'),
        width: 140,
        sorter: (a, b) => a.start_date.localeCompare(b.start_date),
        render: (value: string) => format.date(value),
      },
      {
        key: 'salary',
        dataIndex: 'salary',
        title: t('dataTables.fields.salary'),
        width: 140,
        align: 'end',
        sorter: (a, b) => a.salary - b.salary,
        render: (value: number) => money(value),
      },
      {
        key: 'age',
        dataIndex: 'age',
        title: t('dataTables.fields.age'),
        width: 90,
        align: 'end',
        sorter: (a, b) => a.age - b.age,
        render: (value: number) => format.integer(value),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('dataTables.fields.status'),
        width: 140,
        sorter: (a, b) => a.status - b.status,
        filters: EMPLOYEE_STATUSES.map((status) => ({ text: t(`dataTables.statuses.${status}`), value: status })),
        filterIcon: filterIcon(ui('table.filterBy', { column: t('dataTables.fields.status') })),
        onFilter: (value, row) => row.status === value,
        render: (_value, row) => <EmployeeStatusTag status={row.status} />,
      },
    ],
    [t, ui, rows, format, money],
  );

  const exportCsv = () => {
    // In the order on screen; selected rows a filter now hides come last.
    const order = shown ?? rows;
    const isSelected = (row: EmployeeRow) => selected.includes(row.id);
    const picked = selected.length
      ? [...order.filter(isSelected), ...rows.filter((row) => isSelected(row) && !order.includes(row))]
      : order;
    const csv = toCsv<EmployeeRow>(
      [
        { header: t('dataTables.fields.name'), value: (row) => row.full_name },
        { header: t('dataTables.fields.email'), value: (row) => row.email },
        { header: t('dataTables.fields.post'), value: (row) => row.post },
        { header: t('dataTables.fields.city'), value: (row) => row.city },
        { header: t('dataTables.fields.startDate'), value: (row) => row.start_date },
        { header: t('dataTables.fields.salary'), value: (row) => row.salary },
        { header: t('dataTables.fields.age'), value: (row) => row.age },
        { header: t('dataTables.fields.experience'), value: (row) => row.experience },
        { header: t('dataTables.fields.status'), value: (row) => t(`dataTables.statuses.${row.status}`) },
      ],
      picked,
    );
    downloadCsv('employees.csv', csv);
  };

  // antd's bare Table (the ui-kit DataTable is server-paged): its scroll region named, its measure row inert.
  const tableArea = useRef<HTMLDivElement>(null);
  useTableAccessibility(tableArea, t('dataTables.client.title'));

  return (
    <Card
      title={
        <Typography.Title level={2} className="pages-table-title">
          {t('dataTables.client.title')}
        </Typography.Title>
      }
      extra={
        <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!rows.length}>
          {selected.length
            ? t('dataTables.client.exportSelected', { count: selected.length })
            : t('dataTables.client.export')}
        </Button>
      }
      data-testid="client-table"
    >
      <Typography.Paragraph type="secondary">{t('dataTables.client.subtitle')}</Typography.Paragraph>
      {all.status === 'error' && !all.data ? (
        <LoadFailed title={t('dataTables.loadFailed')} lines={all.error} onRetry={all.reload} />
      ) : !all.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div ref={tableArea}>
          <Table<EmployeeRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: setSelected,
              preserveSelectedRowKeys: true,
              // antd names these checkboxes in English whatever its locale; ui-kit's words, as DataTable's.
              getTitleCheckboxProps: () => ({ 'aria-label': ui('table.selectAll') }),
              getCheckboxProps: (row) => ({ 'aria-label': ui('table.selectRow', { name: row.full_name }) }),
            }}
            onChange={(_pagination, _filters, _sorter, extra) => setShown(extra.currentDataSource)}
            pagination={{
              defaultPageSize: DEFAULT_LIST_PARAMS.perPage,
              showSizeChanger: sizeChanger,
              pageSizeOptions: PAGE_SIZE_OPTIONS,
              showTotal: (total) => t('dataTables.total', { count: total, formatted: format.integer(total) }),
              itemRender: pagerItems,
            }}
          />
        </div>
      )}
    </Card>
  );
}

function ServerSideTable() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [url, setUrl, search] = useUrlState(EMPLOYEES_URL);
  const page = queryView(useEmployeesPageQuery(employeesAsked(search)), describeApiError);
  const params = useMemo<ListParams>(
    () => ({ q: url.q, page: url.page, perPage: url.perPage, sort: '', filters: {} }),
    [url],
  );
  const setParams = useCallback(
    (next: ListParams) => setUrl({ q: next.q, page: next.page, perPage: next.perPage }, { replace: next.q !== url.q }),
    [setUrl, url.q],
  );

  const columns = useMemo<DataTableColumn<EmployeeRow>[]>(
    () => [
      {
        key: 'full_name',
        title: t('dataTables.fields.name'),
        width: 240,
        render: (row) => <PersonCell name={row.full_name} avatar={row.avatar} email={row.email} />,
        fullText: (row) => `${row.full_name} ${row.email}`,
      },
      { key: 'post', title: t('dataTables.fields.post'), width: 200 },
      {
        key: 'start_date',
        title: t('dataTables.fields.startDate'),
        width: 140,
        render: (row) => format.date(row.start_date),
      },
      {
        key: 'salary',
        title: t('dataTables.fields.salary'),
        width: 140,
        align: 'right',
        render: (row) => format.currency(row.salary, 'USD'),
      },
      {
        key: 'age',
        title: t('dataTables.fields.age'),
        width: 90,
        align: 'right',
        render: (row) => format.integer(row.age),
      },
      {
        key: 'status',
        title: t('dataTables.fields.status'),
        width: 140,
        render: (row) => <EmployeeStatusTag status={row.status} />,
      },
    ],
    [t, format],
  );

  const answer = page.data;
  return (
    <Card
      title={
        <Typography.Title level={2} className="pages-table-title">
          {t('dataTables.server.title')}
        </Typography.Title>
      }
      data-testid="server-table"
    >
      <Typography.Paragraph type="secondary">{t('dataTables.server.subtitle')}</Typography.Paragraph>
      <DataTable<EmployeeRow>
        label={t('dataTables.server.title')}
        columns={columns}
        rows={answer?.data ?? []}
        total={answer?.total ?? 0}
        loading={page.status === 'loading' || page.status === 'idle'}
        error={page.status === 'error'}
        onRetry={page.reload}
        params={params}
        onParamsChange={setParams}
        searchPlaceholder={t('dataTables.server.search')}
      />
    </Card>
  );
}

function DataTablesPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeader title={t('dataTables.title')} subtitle={t('dataTables.subtitle')} />
      <Flex vertical gap={24}>
        <ClientSideTable />
        <ServerSideTable />
      </Flex>
    </>
  );
}

export default DataTablesPage;
