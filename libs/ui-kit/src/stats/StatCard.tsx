// One figure with its label and, when there is one, its trend against the previous period. Whether up is
// good depends on the figure (more conversations: neutral; longer waits: bad), so the colour does too.
import type { ReactNode } from 'react';
import { Card, Flex, Skeleton, Tooltip, theme } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { useFormat } from '../format/FormatProvider';

export interface StatCardProps {
  label: string;
  /** Already formatted. */
  value: ReactNode;
  /** Trend in % against the previous period (null: no previous figure). */
  trendPct?: number | null;
  /** Which direction is good news; 'neutral' colours neither. */
  better?: 'up' | 'down' | 'neutral';
  /** A short explanation of how the figure is computed. */
  hint?: string;
  /** Small text under the value (e.g. "longest 4 min"). */
  footer?: ReactNode;
  loading?: boolean;
  testId?: string;
}

export function StatCard({ label, value, trendPct, better = 'neutral', hint, footer, loading, testId }: StatCardProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const format = useFormat();
  const { token } = theme.useToken();
  const hasTrend = trendPct !== undefined && trendPct !== null && !Number.isNaN(trendPct);
  const direction = !hasTrend || trendPct === 0 ? 'flat' : trendPct > 0 ? 'up' : 'down';
  const color =
    direction === 'flat' || better === 'neutral'
      ? token.colorTextSecondary
      : direction === better
        ? token.colorSuccess
        : token.colorError;

  // Plain spans in the theme's colours, not Typography.Text: each Text brings a resize observer and an ellipsis
  // measure it never uses here, some forty of them on the dashboard's first render (docs/bench.md, Lighthouse).
  const secondary = { color: token.colorTextSecondary };

  return (
    <Card size="small" data-testid={testId} styles={{ body: { minHeight: 96 } }}>
      <Flex gap={6} align="center">
        <span style={secondary}>{label}</span>
        {hint ? (
          <Tooltip title={hint}>
            <InfoCircleOutlined aria-label={hint} style={{ color: token.colorTextTertiary }} />
          </Tooltip>
        ) : null}
      </Flex>
      {loading ? (
        <Skeleton.Input active size="small" style={{ marginTop: 8 }} />
      ) : (
        <>
          <div
            className="report-stat-value"
            data-testid={testId ? `${testId}-value` : undefined}
            style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.3 }}
          >
            {value}
          </div>
          {hasTrend ? (
            <span style={{ color }} data-testid={testId ? `${testId}-trend` : undefined}>
              {direction === 'up' ? (
                <ArrowUpOutlined aria-hidden />
              ) : direction === 'down' ? (
                <ArrowDownOutlined aria-hidden />
              ) : null}{' '}
              {t('stats.vsPrevious', { value: format.trend(trendPct) })}
            </span>
          ) : trendPct === null ? (
            <span style={secondary}>{t('stats.noPrevious')}</span>
          ) : null}
          {footer ? (
            <div>
              <span style={secondary}>{footer}</span>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
