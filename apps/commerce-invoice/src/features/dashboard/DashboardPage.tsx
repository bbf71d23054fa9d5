// The e-commerce dashboard (/): statistics cards and charts from the card endpoints (docs/demo-api.md, Cards), each
// loading on its own with its own period where it has one. Charts are drawn with @live-agent/ui-kit/charts, loaded by
// this page only; each chart carries a text alternative with its figures.
import { Flex, List, Progress, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useFormat } from '@live-agent/ui-kit';
import type { CardData } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { CardFrame as DashboardCard, Figure, useCardFormat, useChartTheme } from '@live-agent/ui-kit/cards';
import { CartesianChart, DonutChart, type ChartSeries } from '@live-agent/ui-kit/charts';
import './dashboard.css';

/** A chart's row: the point's label (an ISO date) and each series' value by key (useChartTheme's `points`). */
type Point = Record<string, string | number>;

type BreakdownItem = CardData['breakdown'][number];

interface BreakdownProps {
  items: BreakdownItem[];
  start: (item: BreakdownItem) => ReactNode;
  end: (item: BreakdownItem) => ReactNode;
  extra?: (item: BreakdownItem, index: number) => ReactNode;
  gap?: number;
}

/** A card's breakdown as a small list: each entry's name at the start of its row, its figure at the end. */
function Breakdown({ items, start, end, extra, gap }: BreakdownProps) {
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(item, index) => (
        <List.Item extra={extra?.(item, index)}>
          <Flex justify="space-between" style={{ width: '100%' }} gap={gap}>
            {start(item)}
            {end(item)}
          </Flex>
        </List.Item>
      )}
    />
  );
}

function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const value = useCardFormat();
  const format = useFormat();
  const chart = useChartTheme();
  const { palette, points } = chart;
  const labelOf = chart.pointLabel;
  const { token } = theme.useToken();
  const chartLabel = (title: string, data: CardData) =>
    t('dashboard.chartLabel', {
      card: title,
      value: value(data.unit, data.value),
      period: t(`dashboard.periods.${data.period}`),
    });
  const name = (key: string) => t(`dashboard.keys.${key}`, { defaultValue: key });
  const money = (amount: number | null | undefined) => value('money', Number(amount));
  const seriesOf = (
    key: string,
    kind: ChartSeries<Point>['kind'],
    color: string,
    written: (amount: number | null | undefined) => string,
  ): ChartSeries<Point> => ({
    key,
    name: name(key),
    kind,
    color,
    value: (point) => Number(point[key]),
    format: written,
  });
  /** The small charts under a figure: no axes, the tooltip says the point's day or month and its value. */
  const spark = (data: CardData, title: string, height: number, series: ChartSeries<Point>) => (
    <CartesianChart
      label={chartLabel(title, data)}
      height={height}
      rows={points(data)}
      rowKey={(point) => String(point.label)}
      tick={(point) => labelOf(data)(String(point.label))}
      series={[series]}
      hideCategoryAxis
      grid={false}
      fallbackWidth={400}
    />
  );

  return (
    <div data-testid="ecommerce-dashboard">
      <PageHeader title={t('screens.ecommerceDashboard')} />
      <div className="dashboard-grid">
        <DashboardCard kind="statistics" card="orders-bar-chart" title={t('dashboard.orders')} withPeriod>
          {(data) => (
            <>
              <Figure data={data} />
              {spark(
                data,
                t('dashboard.orders'),
                90,
                seriesOf('orders', 'bar', palette[3], (amount) => format.integer(amount)),
              )}
            </>
          )}
        </DashboardCard>

        <DashboardCard kind="statistics" card="profit-line-chart" title={t('dashboard.profit')} withPeriod>
          {(data) => (
            <>
              <Figure data={data} />
              {spark(data, t('dashboard.profit'), 90, seriesOf('profit', 'line', palette[1], money))}
            </>
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="earnings" title={t('dashboard.earnings')} withPeriod>
          {(data) => (
            <Flex gap={12} align="center" wrap>
              <div style={{ flex: 1, minWidth: 120 }}>
                <Figure data={data} size={20} />
                <ul className="dashboard-legend">
                  {data.breakdown.map((item, i) => (
                    <li key={item.key}>
                      <span className="dashboard-dot" style={{ background: palette[i] }} />
                      {name(item.key)}: {value('money', item.value)}
                    </li>
                  ))}
                </ul>
              </div>
              <div style={{ width: 110 }}>
                <DonutChart
                  label={chartLabel(t('dashboard.earnings'), data)}
                  height={110}
                  inner={0.58}
                  outer={0.92}
                  parts={data.breakdown.map((item, i) => ({
                    key: item.key,
                    name: name(item.key),
                    value: item.value,
                    color: palette[i],
                  }))}
                  format={(amount) => money(amount)}
                  fallbackWidth={110}
                />
              </div>
            </Flex>
          )}
        </DashboardCard>

        <DashboardCard
          kind="analytics"
          card="revenue-report"
          title={t('dashboard.revenueReport')}
          withPeriod
          className="dashboard-wide"
        >
          {(data) => (
            <>
              <Figure data={data} />
              <CartesianChart
                label={chartLabel(t('dashboard.revenueReport'), data)}
                height={212}
                rows={points(data)}
                rowKey={(point) => String(point.label)}
                tick={(point) => labelOf(data)(String(point.label))}
                axes={[{ format: (amount) => format.integer(amount), width: 56 }]}
                series={[seriesOf('earning', 'bar', palette[0], money), seriesOf('expense', 'bar', palette[3], money)]}
                legend="bottom"
                fallbackWidth={400}
              />
            </>
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="budget" title={t('dashboard.budget')} withPeriod>
          {(data) => {
            const used = data.goal ? Math.round((data.value / data.goal) * 100) : 0;
            return (
              <Flex vertical gap={8}>
                <Figure data={data} />
                <Typography.Text type="secondary">
                  {t('dashboard.budgetOf', { budget: value('money', data.goal ?? 0) })}
                </Typography.Text>
                <Progress
                  percent={Math.min(used, 100)}
                  status={used > 100 ? 'exception' : 'normal'}
                  aria-label={t('dashboard.budgetUsed', { percent: used })}
                />
                {spark(data, t('dashboard.budget'), 80, seriesOf('spent', 'line', palette[0], money))}
              </Flex>
            );
          }}
        </DashboardCard>

        <DashboardCard kind="analytics" card="goal-overview" title={t('dashboard.goalOverview')} withPeriod>
          {(data) => (
            <Flex vertical align="center" gap={8}>
              <Progress
                type="dashboard"
                percent={Math.round(data.value)}
                strokeColor={token.colorSuccess}
                aria-label={t('dashboard.completed', { percent: format.percent(data.value) })}
              />
              <Figure data={data} size={18} />
              <Typography.Text type="secondary">{t('dashboard.completedLabel')}</Typography.Text>
            </Flex>
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="browser-states" title={t('dashboard.browserStates')} withPeriod>
          {(data) => (
            <Breakdown
              items={data.breakdown}
              start={(item) => <span>{name(item.key)}</span>}
              end={(item) => <Typography.Text strong>{format.percent(item.value)}</Typography.Text>}
              extra={(item, i) => (
                <Progress
                  type="circle"
                  size={28}
                  percent={Math.round(item.value)}
                  showInfo={false}
                  strokeColor={palette[i % palette.length]}
                  aria-hidden
                />
              )}
            />
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="transactions" title={t('dashboard.transactions')} withPeriod>
          {(data) => (
            <Breakdown
              items={data.breakdown}
              gap={8}
              start={(item) => <span>{name(item.key)}</span>}
              end={(item) => (
                <span>
                  <Typography.Text strong>
                    {item.key === 'refund' ? '−' : ''}
                    {value('money', item.value)}
                  </Typography.Text>{' '}
                  <Typography.Text
                    style={{
                      color: (item.changePct ?? 0) >= 0 ? token.colorSuccessText : token.colorErrorText,
                      fontSize: 12,
                    }}
                  >
                    {format.trend(item.changePct ?? 0)}
                  </Typography.Text>
                </span>
              )}
            />
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="recent-orders" title={t('dashboard.recentOrders')} withPeriod>
          {(data) => (
            <Flex vertical gap={8}>
              <Figure data={data} />
              <Breakdown
                items={data.breakdown}
                start={(item) => (
                  <Tag
                    color={
                      item.key === 'delivered'
                        ? 'success'
                        : item.key === 'cancelled'
                          ? 'error'
                          : item.key === 'shipped'
                            ? 'blue'
                            : 'warning'
                    }
                  >
                    {name(item.key)}
                  </Tag>
                )}
                end={(item) => <Typography.Text strong>{format.integer(item.value)}</Typography.Text>}
              />
            </Flex>
          )}
        </DashboardCard>
      </div>
    </div>
  );
}

export default DashboardPage;
