// The invoice list: the figures of what is listed, then the server-paged table whose search, status, page, page
// size and sort live in the URL (a reload or a shared link shows the same view). Rows link to their preview and
// offer Preview, Edit, Delete (after confirmation), Duplicate (the add form, prefilled with a copy) and Download
// (the preview's print dialog); several rows can be deleted at once, with one summary; the CSV export holds every
// row the search and status match.
import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { Button, Card, Dropdown, Tag } from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  MoreOutlined,
  PlusOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { queryView } from '@live-agent/store/api';
import {
  Confirm,
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
import { NAMESPACE } from '../../i18n';
import { type InvoicesDeleted, useDeleteInvoicesMutation, useInvoicesQuery, useLazyInvoicesQuery } from '../../api';
import { commerceT, reportError } from '../../feedback';
import { INVOICE_LIST_URL, listQuery } from './invoiceQuery';
import { INVOICE_ADD_PATH, balanceOf, editPath, previewPath, useInvoiceFormat } from './invoice.format';
import { InvoiceStats } from './components/InvoiceStats';
import { StatusMark, statusKey } from './components/StatusMark';
import './invoice.css';

/** What a deletion of one or several invoices came to, in one summary. */
function tellDeleted({ deleted, failed, firstError }: InvoicesDeleted, one: boolean) {
  if (deleted > 0)
    toast.success(commerceT(one ? 'invoice.toast.deleted' : 'invoice.toast.deletedMany', { count: deleted }));
  if (!firstError) return;
  if (!one) toast.error(commerceT('invoice.toast.notDeleted', { count: failed }));
  reportError(firstError);
}

function InvoiceListPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const format = useInvoiceFormat();
  const [url, setUrl] = useUrlState(INVOICE_LIST_URL);
  const result = useInvoicesQuery(listQuery(url));
  const view = queryView(result, describeApiError);
  const rows = useMemo(() => result.data?.invoices ?? [], [result.data]);
  const total = view.data?.total ?? 0;
  const [deleteInvoices, { isLoading: removing }] = useDeleteInvoicesMutation();
  const [readEvery] = useLazyInvoicesQuery();
  const [selected, setSelected] = useState<Key[]>([]);

  // The URL is the source of the list's params: every change of it (a filter, Back) loads that view.
  const params = useMemo<ListParams>(
    () => ({
      q: url.q,
      page: url.page,
      perPage: url.perPage,
      sort: url.sort,
      filters: { status: url.status },
    }),
    [url],
  );
  // Deleting the only rows of the last page leaves the view past the end: it steps back to the last page.
  const answered = result.currentData;
  const lastPage = answered ? Math.max(1, Math.ceil(answered.total / url.perPage)) : url.page;
  useEffect(() => {
    if (lastPage < url.page) setUrl({ page: lastPage }, { replace: true });
  }, [lastPage, url.page, setUrl]);

  // Rows that are gone (deleted) leave the selection.
  useEffect(() => {
    if (removing) return;
    setSelected((keys) => (keys.length ? keys.filter((key) => rows.some((row) => row.id === key)) : keys));
  }, [rows, removing]);

  const remove = useCallback(
    async (ids: number[]) => {
      try {
        tellDeleted(await deleteInvoices(ids).unwrap(), ids.length === 1);
      } catch (error) {
        reportError(error);
      }
    },
    [deleteInvoices],
  );

  const setParams = useCallback(
    (next: ListParams) => {
      setUrl({
        q: next.q,
        page: next.page,
        perPage: next.perPage,
        sort: next.sort,
        status: (next.filters.status as InvoiceStatus | undefined) ?? null,
      });
    },
    [setUrl],
  );

  const statusOptions = useMemo(
    () => INVOICE_STATUSES.map((value) => ({ value, label: t(`invoice.statuses.${statusKey(value)}`) })),
    [t],
  );

  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      {
        key: 'id',
        title: t('invoice.fields.id'),
        sortable: true,
        width: 110,
        render: (row) => (
          <Link to={previewPath(row.id)} className="la-invoice-id">
            #{row.id}
          </Link>
        ),
        fullText: (row) => `#${row.id}`,
      },
      {
        key: 'invoiceStatus',
        title: t('invoice.fields.status'),
        width: 80,
        align: 'center',
        render: (row) => <StatusMark invoice={row} />,
      },
      {
        key: 'client',
        title: t('invoice.fields.client'),
        sortable: true,
        width: 260,
        render: (row) => <PersonCell name={row.client.name} avatar={row.avatar} email={row.client.companyEmail} />,
        fullText: (row) => `${row.client.name} ${row.client.companyEmail}`,
      },
      {
        key: 'total',
        title: t('invoice.fields.total'),
        sortable: true,
        align: 'right',
        width: 130,
        render: (row) => format.money(row.total),
      },
      {
        key: 'issuedDate',
        title: t('invoice.fields.issuedDate'),
        sortable: true,
        width: 140,
        render: (row) => format.day(row.issuedDate),
      },
      {
        key: 'balance',
        title: t('invoice.fields.balance'),
        sortable: true,
        align: 'right',
        width: 130,
        render: (row) =>
          row.balance === 0 ? <Tag color="success">{t('invoice.paidTag')}</Tag> : format.money(balanceOf(row)),
      },
      {
        key: 'more',
        title: <span className="la-sr-only">{t('invoice.actions.moreTitle')}</span>,
        width: 56,
        render: (row) => (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'duplicate', icon: <CopyOutlined />, label: t('invoice.actions.duplicate') },
                { key: 'download', icon: <PrinterOutlined />, label: t('invoice.actions.download') },
              ],
              onClick: ({ key }) =>
                navigate(key === 'duplicate' ? `${INVOICE_ADD_PATH}?from=${row.id}` : `${previewPath(row.id)}?print=1`),
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={t('invoice.actions.more', { id: row.id })} />
          </Dropdown>
        ),
      },
    ],
    [t, format, navigate],
  );

  const rowActions = useMemo<RowActions<Invoice>>(
    () => ({
      onView: (row) => navigate(previewPath(row.id)),
      onEdit: (row) => navigate(editPath(row.id)),
      onDelete: (row) => remove([row.id]),
      describe: (row) => `#${row.id}`,
    }),
    [navigate, remove],
  );

  // Every row the search and status match, in the list's order: one page as large as the list.
  const exportCsv = async () => {
    let every: Invoice[];
    try {
      every = (await readEvery({ ...listQuery(url), page: 1, perPage: Math.max(total, 1000) }).unwrap()).invoices;
    } catch (error) {
      return reportError(error);
    }
    const csv = toCsv<Invoice>(
      [
        { header: t('invoice.fields.id'), value: (row) => String(row.id) },
        { header: t('invoice.fields.status'), value: (row) => t(`invoice.statuses.${statusKey(row.invoiceStatus)}`) },
        { header: t('invoice.fields.client'), value: (row) => row.client.name },
        { header: t('invoice.fields.email'), value: (row) => row.client.companyEmail },
        { header: t('invoice.fields.company'), value: (row) => row.client.company },
        { header: t('invoice.fields.service'), value: (row) => row.service },
        { header: t('invoice.fields.total'), value: (row) => row.total.toFixed(2) },
        { header: t('invoice.fields.issuedDate'), value: (row) => row.issuedDate },
        { header: t('invoice.fields.dueDate'), value: (row) => row.dueDate },
        { header: t('invoice.fields.balance'), value: (row) => balanceOf(row).toFixed(2) },
      ],
      every,
    );
    downloadCsv('invoices.csv', csv);
  };

  const deleteSelected = () => {
    void remove(selected.map(Number));
    setSelected([]);
  };

  return (
    <>
      <PageHeader title={t('invoice.title')} subtitle={t('invoice.subtitle')} />
      <InvoiceStats stats={view.data?.stats ?? null} loading={view.status !== 'ready'} />
      <Card>
        <DataTable<Invoice>
          label={t('invoice.title')}
          columns={columns}
          rows={rows}
          total={total}
          loading={view.status === 'loading' || view.status === 'idle' || removing}
          error={view.status === 'error'}
          onRetry={view.reload}
          params={params}
          onParamsChange={setParams}
          searchPlaceholder={t('invoice.search')}
          rowActions={rowActions}
          selection={{
            keys: selected,
            onChange: setSelected,
            actions: (
              <Confirm
                title={t('invoice.confirm.deleteManyTitle', { count: selected.length })}
                description={t('invoice.confirm.deleteBody')}
                okText={t('invoice.confirm.delete')}
                cancelText={t('invoice.confirm.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={deleteSelected}
              >
                <Button danger icon={<DeleteOutlined />}>
                  {t('invoice.actions.deleteSelected')}
                </Button>
              </Confirm>
            ),
          }}
          filters={
            <FilterSelect
              name="status"
              label={t('invoice.fields.status')}
              params={params}
              onParamsChange={setParams}
              options={statusOptions}
              width={170}
            />
          }
          actions={
            <>
              <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={total === 0}>
                {t('invoice.export')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(INVOICE_ADD_PATH)}>
                {t('invoice.add')}
              </Button>
            </>
          }
        />
      </Card>
    </>
  );
}

export default InvoiceListPage;
