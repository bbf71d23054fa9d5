// The e-commerce dashboard (/): statistics cards and charts from the card endpoints (docs/demo-api.md, Cards), each
// loading on its own with its own period where it has one. Charts are drawn with recharts, loaded by this page only;
// each chart carries a text alternative with its figures.
import type { ReactElement } from 'react';
import { Flex, List, Progress, Tag, Typography, theme } from 'antd';
import { Bar, BarChart, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { withInjected } from '@live-agent/store';
import { PageHeader, useFormat } from '@live-agent/ui-kit';
import type { CardData } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { CardFrame as DashboardCard, Figure, cardsFeature, useCardFormat, useChartTheme } from '@live-agent/ui-kit/cards';
import './dashboard.css';

function ChartFrame({ height, label, children }: { height: number; label: string; children: ReactElement }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 400, height }}>
        {children}
      </ResponsiveContainer>
    </div>
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
  const chartLabel = (title: string, data: CardData) => t('dashboard.chartLabel', { card: title, value: value(data.unit, data.value), period: t(`dashboard.periods.${data.period}`) });
  const name = (key: string) => t(`dashboard.keys.${key}`, { defaultValue: key });

  return (
    <div data-testid="ecommerce-dashboard">
      <PageHeader title={t('screens.ecommerceDashboard')} />
      <div className="dashboard-grid">
        <DashboardCard kind="statistics" card="orders-bar-chart" title={t('dashboard.orders')} withPeriod>
          {(data) => (
            <>
              <Figure data={data} />
              <ChartFrame height={90} label={chartLabel(t('dashboard.orders'), data)}>
                <BarChart data={points(data)} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
                  <Tooltip {...chart.tooltip} labelFormatter={(label) => labelOf(data)(String(label))} formatter={(v) => [format.integer(Number(v)), name('orders')]} />
                  <Bar dataKey="orders" fill={palette[3]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ChartFrame>
            </>
          )}
        </DashboardCard>

        <DashboardCard kind="statistics" card="profit-line-chart" title={t('dashboard.profit')} withPeriod>
          {(data) => (
            <>
              <Figure data={data} />
              <ChartFrame height={90} label={chartLabel(t('dashboard.profit'), data)}>
                <LineChart data={points(data)} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
                  <Tooltip {...chart.tooltip} labelFormatter={(label) => labelOf(data)(String(label))} formatter={(v) => [value('money', Number(v)), name('profit')]} />
                  <Line dataKey="profit" stroke={palette[1]} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
                </LineChart>
              </ChartFrame>
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
                    <li key={item.key}><span className="dashboard-dot" style={{ background: palette[i] }} />{name(item.key)}: {value('money', item.value)}</li>
                  ))}
                </ul>
              </div>
              <div style={{ width: 110 }}>
                <ChartFrame height={110} label={chartLabel(t('dashboard.earnings'), data)}>
                  <PieChart>
                    <Pie data={data.breakdown} dataKey="value" nameKey="key" innerRadius={32} outerRadius={50} isAnimationActive={false} stroke="none">
                      {data.breakdown.map((item, i) => <Cell key={item.key} fill={palette[i]} />)}
                    </Pie>
                  </PieChart>
                </ChartFrame>
              </div>
            </Flex>
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="revenue-report" title={t('dashboard.revenueReport')} withPeriod className="dashboard-wide">
          {(data) => (
            <>
              <Figure data={data} />
              <ChartFrame height={240} label={chartLabel(t('dashboard.revenueReport'), data)}>
                <BarChart data={points(data)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <XAxis dataKey="label" reversed={chart.rtl} tickFormatter={labelOf(data)} tick={chart.tick} minTickGap={16} />
                  <YAxis orientation={chart.rtl ? 'right' : 'left'} tickFormatter={(v: number) => format.integer(v)} tick={chart.tick} width={56} />
                  <Tooltip {...chart.tooltip} labelFormatter={(label) => labelOf(data)(String(label))} formatter={(v, key) => [value('money', Number(v)), name(String(key))]} />
                  <Legend formatter={(key) => name(String(key))} />
                  <Bar dataKey="earning" fill={palette[0]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  <Bar dataKey="expense" fill={palette[3]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
                </BarChart>
              </ChartFrame>
            </>
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="budget" title={t('dashboard.budget')} withPeriod>
          {(data) => {
            const used = data.goal ? Math.round((data.value / data.goal) * 100) : 0;
            return (
              <Flex vertical gap={8}>
                <Figure data={data} />
                <Typography.Text type="secondary">{t('dashboard.budgetOf', { budget: value('money', data.goal ?? 0) })}</Typography.Text>
                <Progress percent={Math.min(used, 100)} status={used > 100 ? 'exception' : 'normal'} aria-label={t('dashboard.budgetUsed', { percent: used })} />
                <ChartFrame height={80} label={chartLabel(t('dashboard.budget'), data)}>
                  <LineChart data={points(data)}>
                    <Line dataKey="spent" stroke={palette[0]} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
                  </LineChart>
                </ChartFrame>
              </Flex>
            );
          }}
        </DashboardCard>

        <DashboardCard kind="analytics" card="goal-overview" title={t('dashboard.goalOverview')} withPeriod>
          {(data) => (
            <Flex vertical align="center" gap={8}>
              <Progress type="dashboard" percent={Math.round(data.value)} strokeColor={token.colorSuccess} aria-label={t('dashboard.completed', { percent: format.percent(data.value) })} />
              <Figure data={data} size={18} />
              <Typography.Text type="secondary">{t('dashboard.completedLabel')}</Typography.Text>
            </Flex>
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="browser-states" title={t('dashboard.browserStates')} withPeriod>
          {(data) => (
            <List
              size="small"
              dataSource={data.breakdown}
              renderItem={(item, i) => (
                <List.Item extra={<Progress type="circle" size={28} percent={Math.round(item.value)} showInfo={false} strokeColor={palette[i % palette.length]} aria-hidden />}>
                  <Flex justify="space-between" style={{ width: '100%' }}>
                    <span>{name(item.key)}</span>
                    <Typography.Text strong>{format.percent(item.value)}</Typography.Text>
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="transactions" title={t('dashboard.transactions')} withPeriod>
          {(data) => (
            <List
              size="small"
              dataSource={data.breakdown}
              renderItem={(item) => (
                <List.Item>
                  <Flex justify="space-between" style={{ width: '100%' }} gap={8}>
                    <span>{name(item.key)}</span>
                    <span>
                      <Typography.Text strong>{item.key === 'refund' ? '−' : ''}{value('money', item.value)}</Typography.Text>{' '}
                      <Typography.Text style={{ color: (item.changePct ?? 0) >= 0 ? token.colorSuccessText : token.colorErrorText, fontSize: 12 }}>
                        {format.trend(item.changePct ?? 0)}
                      </Typography.Text>
                    </span>
                  </Flex>
                </List.Item>
              )}
            />
          )}
        </DashboardCard>

        <DashboardCard kind="analytics" card="recent-orders" title={t('dashboard.recentOrders')} withPeriod>
          {(data) => (
            <Flex vertical gap={8}>
              <Figure data={data} />
              <List
                size="small"
                dataSource={data.breakdown}
                renderItem={(item) => (
                  <List.Item>
                    <Flex justify="space-between" style={{ width: '100%' }}>
                      <Tag color={item.key === 'delivered' ? 'success' : item.key === 'cancelled' ? 'error' : item.key === 'shipped' ? 'blue' : 'warning'}>{name(item.key)}</Tag>
                      <Typography.Text strong>{format.integer(item.value)}</Typography.Text>
                    </Flex>
                  </List.Item>
                )}
              />
            </Flex>
          )}
        </DashboardCard>
      </div>
    </div>
  );
}

export default withInjected(DashboardPage, cardsFeature);
