// CSV export of every conversation the filters select (all pages). The button counts the rows as they
// arrive ("3,000 of 12,345"); a very large export is confirmed first and an impossible one explained.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@live-agent/auth';
import { downloadCsv, toast, toCsv, useFormat } from '@live-agent/ui-kit';
import { useLazyChatReportRowsQuery, type ReportArgs } from '../../../api/reports';
import { EXPORT_MAX_ROWS, EXPORT_WARN_ROWS, exportPage, fetchAllRows } from '../chatReport.export';
import { chatReportCsvColumns } from '../chatReport.csv';
import { useChatReportLookups } from './lookupsContext';

export interface ExportButtonProps {
  /** The filters of the table (no paging). */
  query: ReportArgs;
  /** Rows the filters select (the table's total). */
  total: number;
  filename: string;
}

export function ExportButton({ query, total, filename }: ExportButtonProps) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const [fetchRows] = useLazyChatReportRowsQuery();
  // Rows loaded so far and the total, while an export runs.
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [modal, holder] = Modal.useModal();
  const running = progress !== null;
  const { departments, queues, categories } = useChatReportLookups();

  const start = async () => {
    setProgress({ loaded: 0, total: 0 });
    try {
      const rows = await fetchAllRows(
        (page) => fetchRows({ ...query, ...exportPage(page) }).unwrap(),
        (loaded, total) => setProgress({ loaded, total }),
      );
      const columns = chatReportCsvColumns(t, {
        department: departments.nameOf,
        queue: queues.nameOf,
        category: categories.nameOf,
      });
      downloadCsv(filename, toCsv(columns, rows));
      toast.success(t('chatReport.export.done', { count: rows.length, formatted: format.integer(rows.length) }));
    } catch (error) {
      toast.error(t('chatReport.export.failed'), describeApiError(error).join(' ') || undefined);
    } finally {
      setProgress(null);
    }
  };

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
        // Closed at once: the button counts the rows meanwhile.
        onOk: () => {
          void start();
        },
      });
    } else {
      void start();
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
        {progress
          ? t('chatReport.export.progress', {
              loaded: format.integer(progress.loaded),
              total: format.integer(progress.total || total),
            })
          : t('reports.exportCsv')}
      </Button>
    </>
  );
}
