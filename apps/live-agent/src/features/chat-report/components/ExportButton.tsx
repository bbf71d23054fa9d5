// CSV export of every conversation the filters select (all pages). The button counts the rows as they
// arrive ("3,000 of 12,345"); a very large export is confirmed first and an impossible one explained.
import { useEffect, useRef } from 'react';
import { Button, Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { downloadCsv, toast, toCsv } from '@live-agent/ui-kit';
import type { Query } from '@live-agent/store';

import { useFormat } from '@live-agent/ui-kit';

import { EXPORT_MAX_ROWS, EXPORT_WARN_ROWS, exportActions, selectExport } from '../chatReport.feature';
import { chatReportCsvColumns } from '../chatReport.csv';
import { useChatReportLookups } from './lookupsContext';

export interface ExportButtonProps {
  /** The filters of the table (no paging). */
  query: Query;
  /** Rows the filters select (the table's total). */
  total: number;
  filename: string;
}

export function ExportButton({ query, total, filename }: ExportButtonProps) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const dispatch = useDispatch();
  const state = useSelector(selectExport);
  const [modal, holder] = Modal.useModal();
  const running = state.status === 'running';
  const { departments, queues, categories } = useChatReportLookups();

  // Say so once when an export fails (not again on every later render).
  const previous = useRef(state.status);
  useEffect(() => {
    if (state.status === 'error' && previous.current === 'running')
      toast.error(t('chatReport.export.failed'), state.error?.join(' ') || undefined);
    previous.current = state.status;
  }, [state.status, state.error, t]);

  const start = () =>
    dispatch(
      exportActions.start({
        query,
        onRows: (rows) => {
          const columns = chatReportCsvColumns(t, {
            department: departments.nameOf,
            queue: queues.nameOf,
            category: categories.nameOf,
          });
          downloadCsv(filename, toCsv(columns, rows));
          toast.success(t('chatReport.export.done', { count: rows.length, formatted: format.integer(rows.length) }));
        },
      }),
    );

  const onClick = () => {
    if (total > EXPORT_MAX_ROWS) {
      modal.warning({
        title: t('chatReport.export.tooManyTitle', { max: format.integer(EXPORT_MAX_ROWS) }),
        content: t('chatReport.export.tooManyBody'),
      });
    } else if (total > EXPORT_WARN_ROWS) {
      modal.confirm({
        title: t('chatReport.export.confirmTitle', { formatted: format.integer(total) }),
        content: t('chatReport.export.confirmBody'),
        okText: t('chatReport.export.confirmOk'),
        cancelText: t('chatReport.export.cancel'),
        onOk: start,
      });
    } else {
      start();
    }
  };

  return (
    <>
      {holder}
      <Button
        icon={<DownloadOutlined />}
        loading={running}
        disabled={total === 0 && !running}
        onClick={onClick}
        data-testid="chat-report-export"
        aria-live="polite"
      >
        {running
          ? t('chatReport.export.progress', {
              loaded: format.integer(state.loaded),
              total: format.integer(state.total || total),
            })
          : t('reports.exportCsv')}
      </Button>
    </>
  );
}
