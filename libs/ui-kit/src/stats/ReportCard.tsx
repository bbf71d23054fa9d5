// A block of a report or dashboard: a titled card with an optional CSV export of exactly the figures it shows, and an
// empty state when the period has nothing to show.
import type { ReactNode } from 'react';
import { Button, Card, Empty, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

export interface ReportCardProps {
  title: ReactNode;
  /** Exports the block's rows; the button is named after the block for screen readers. */
  onExport?: () => void;
  /** Nothing to show in this period. */
  empty?: boolean;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
  bodyPadding?: number;
}

export function ReportCard({ title, onExport, empty, extra, children, testId, bodyPadding }: ReportCardProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const exportLabel = typeof title === 'string' ? t('stats.exportBlock', { block: title }) : t('stats.exportCsv');
  return (
    <Card
      size="small"
      // A narrow card cuts a long title short: hovering it shows it whole.
      title={typeof title === 'string' ? <span title={title}>{title}</span> : title}
      data-testid={testId}
      // Titles wrap rather than cut: "Nach Abteilung" beside the chart/table switch must stay whole.
      styles={{
        title: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        ...(bodyPadding === undefined ? {} : { body: { padding: bodyPadding } }),
      }}
      extra={
        <>
          {extra}
          {onExport ? (
            <Tooltip title={exportLabel}>
              <Button
                type="text"
                size="small"
                icon={<DownloadOutlined />}
                aria-label={exportLabel}
                disabled={empty}
                onClick={onExport}
              >
                CSV
              </Button>
            </Tooltip>
          ) : null}
        </>
      }
    >
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.noData')} /> : children}
    </Card>
  );
}
