// Chat Report: one row per conversation with every filter of the reports, kept in the
// URL with the search, sort and page so a view can be bookmarked; a CSV export of every filtered row; and
// a conversation viewer opened from a row (click, or Enter on its id) or from the contact picker.
import { useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { withInjected } from '@live-agent/store';
import { DataTable, PageHeader, type DataTableColumn, type ListParams } from '@live-agent/ui-kit';
import type { ConversationRow } from '@live-agent/contracts';
import { useChatReportRowsQuery, type ReportArgs } from '../../api/reports';
import { useOrganizationTimeZone } from '../../lookups/lookups';
import { reportView, useReportSearch, withOrganizationDay } from '../../reports';
import { TimeZoneProvider, useFormat } from '@live-agent/ui-kit';

import { chatReportViewer } from './chatReportViewer.sagas';
import { chatReportFilename } from './chatReport.csv';
import { FILTER_KEYS, chatReportQuery, listParamsFromSearch, searchWithListParams } from './chatReportParams';
import { viewerActions } from './chatReportViewer.slice';
import { ChatReportFilters } from './components/ChatReportFilters';
import { ContactPicker } from './components/ContactPicker';
import { ConversationViewer } from './components/ConversationViewer';
import { ExportButton } from './components/ExportButton';
import { CategoryTags, Hinted, RatingStars, StatusTag } from './components/bits';
import { ChatReportLookupsProvider, useChatReportLookups } from './components/lookupsContext';
import './chatReport.css';

/** Clicks on these inside a row do their own thing instead of opening the viewer. */
const INTERACTIVE = 'button, a, input, label, .ant-select, .ant-checkbox-wrapper, .ant-typography-copy';

// Its responses carry no time zone, so the organisation record gives the clock its times are shown on.
function ChatReportPage() {
  return (
    <TimeZoneProvider timeZone={useOrganizationTimeZone()}>
      <ChatReportLookupsProvider>
        <ChatReport />
      </ChatReportLookupsProvider>
    </TimeZoneProvider>
  );
}

/** Names that arrive with the lookups: only these cells re-render when they do, not the whole table. */
function LookupName({ kind, id }: { kind: 'departments' | 'queues'; id: number }) {
  return <>{useChatReportLookups()[kind].nameOf(id)}</>;
}

function ChatReport() {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const { token } = theme.useToken();
  const dispatch = useDispatch();
  const { search, setSearch, today, range, query } = useReportSearch();
  const params = useMemo(() => listParamsFromSearch(search), [search]);

  const filterQuery = query(FILTER_KEYS);
  const report = reportView(useChatReportRowsQuery(chatReportQuery(search, today)));
  const rows = useMemo(() => report.data?.data ?? [], [report.data]);
  const total = report.data?.total ?? 0;
  const hasData = report.data !== null;
  const loading = report.status === 'loading';
  const failed = report.status === 'error' && !loading;
  const { reload } = report;

  const onParamsChange = useCallback(
    (next: ListParams) => setSearch((current) => searchWithListParams(current, next)),
    [setSearch],
  );

  // A bookmarked page past the end (the period has fewer rows now): go to the last page.
  useEffect(() => {
    if (report.status === 'ready' && rows.length === 0 && total > 0 && params.page > 1) {
      onParamsChange({ ...params, page: Math.max(1, Math.ceil(total / params.perPage)) });
    }
  }, [report.status, rows.length, total, params, onParamsChange]);

  const open = useCallback((row: ConversationRow) => dispatch(viewerActions.openRow(row)), [dispatch]);

  const onTableClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest(INTERACTIVE)) return;
      const key = target.closest('tr[data-row-key]')?.getAttribute('data-row-key');
      const row = key ? rows.find((candidate) => String(candidate.id) === key) : undefined;
      if (row) open(row);
    },
    [rows, open],
  );

  const columns = useMemo<DataTableColumn<ConversationRow>[]>(() => {
    // A duration's column: its header explains it on hover, its figures read as durations.
    const durationColumn = (
      key: 'waitSec' | 'firstResponseSec' | 'handleSec',
      name: string,
    ): DataTableColumn<ConversationRow> => ({
      key,
      title: <Hinted label={t(`chatReport.columns.${name}`)} hint={t(`chatReport.hints.${name}`)} />,
      sortable: true,
      align: 'right',
      render: (row) => format.duration(row[key]),
    });
    return [
      {
        key: 'id',
        title: t('chatReport.columns.id'),
        sortable: true,
        render: (row) => (
          <button
            type="button"
            className="la-chat-report-open"
            style={{ color: token.colorLink }}
            aria-label={t('chatReport.openConversation', { id: row.id, name: row.customer.name })}
            onClick={() => open(row)}
          >
            #{row.id}
          </button>
        ),
      },
      {
        key: 'createdAt',
        title: t('chatReport.columns.started'),
        sortable: true,
        render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.createdAt)}</span>,
      },
      {
        key: 'customerName',
        title: t('chatReport.columns.customer'),
        sortable: true,
        render: (row) => (
          <div className="la-chat-report-customer">
            <div>{row.customer.name}</div>
            <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{row.customer.email}</div>
          </div>
        ),
      },
      {
        key: 'channel',
        title: t('chatReport.columns.channel'),
        sortable: true,
        render: (row) => t(`reports.channels.${row.channel}`),
      },
      {
        key: 'departmentId',
        title: t('chatReport.columns.department'),
        render: (row) => <LookupName kind="departments" id={row.departmentId} />,
      },
      {
        key: 'queueId',
        title: t('chatReport.columns.queue'),
        render: (row) => <LookupName kind="queues" id={row.queueId} />,
      },
      {
        key: 'agentName',
        title: t('chatReport.columns.agent'),
        sortable: true,
        render: (row) =>
          row.agentName ?? <span style={{ color: token.colorTextSecondary }}>{t('chatReport.unassigned')}</span>,
      },
      {
        key: 'status',
        title: t('chatReport.columns.status'),
        sortable: true,
        render: (row) => <StatusTag status={row.status} />,
      },
      durationColumn('waitSec', 'wait'),
      durationColumn('firstResponseSec', 'firstResponse'),
      durationColumn('handleSec', 'handle'),
      {
        key: 'messageCount',
        title: t('chatReport.columns.messages'),
        sortable: true,
        align: 'right',
        render: (row) => format.integer(row.messageCount),
      },
      {
        key: 'rating',
        title: t('chatReport.columns.rating'),
        sortable: true,
        render: (row) => <RatingStars rating={row.rating} />,
      },
      {
        key: 'categoryIds',
        title: t('chatReport.columns.categories'),
        render: (row) => <CategoryTags ids={row.categoryIds} />,
      },
    ];
  }, [t, format, open, token]);

  // The export covers exactly the table's rows: the same filters and search, every page.
  const exportKey = JSON.stringify({ ...filterQuery, q: params.q.trim() || undefined });
  const exportQuery = useMemo(() => JSON.parse(exportKey) as ReportArgs, [exportKey]);
  const filename = chatReportFilename(range.from, range.to);

  const actions = useMemo(
    () => (
      <Flex gap={12} align="center" wrap>
        <Typography.Text type="secondary" data-testid="chat-report-count" data-total={hasData ? total : undefined}>
          {hasData ? t('chatReport.count', { count: total, formatted: format.integer(total) }) : null}
        </Typography.Text>
        <ExportButton query={exportQuery} total={total} filename={filename} />
      </Flex>
    ),
    [hasData, total, t, format, exportQuery, filename],
  );

  // Built only when what it shows changes: a page of rows is the costliest thing on the screen.
  const table = useMemo(
    () => (
      <div className="la-chat-report-table" onClick={onTableClick}>
        <DataTable<ConversationRow>
          // Fourteen columns: wider than any desk, so they keep their one-line values and scroll.
          fitColumns={false}
          label={t('chatReport.tableLabel')}
          columns={columns}
          rows={rows}
          total={total}
          loading={loading}
          error={failed}
          onRetry={reload}
          params={params}
          onParamsChange={onParamsChange}
          searchPlaceholder={t('chatReport.search')}
          actions={actions}
        />
      </div>
    ),
    [onTableClick, t, columns, rows, total, loading, failed, reload, params, onParamsChange, actions],
  );

  return (
    <div className="la-chat-report">
      <PageHeader title={t('screens.chatReport')} subtitle={t('chatReport.subtitle')} extra={<ContactPicker />} />
      <ChatReportFilters />
      {table}
      <ConversationViewer />
    </div>
  );
}

export default withInjected(withOrganizationDay(ChatReportPage), chatReportViewer);
