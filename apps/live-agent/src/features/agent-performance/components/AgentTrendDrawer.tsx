// The click-through of the agent performance table: the agent's figures and their day-by-day trend for the
// same period and filters, read from the same report with ?agentId= (its own cache entry, so the table
// behind stays as it is). Open while agentId is in the URL: a bookmark opens it, closing removes it.
import { useMemo, useState } from 'react';
import { Col, Descriptions, Drawer, Grid, Row, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, ReportCard, ReportStatus, StatCard } from '@live-agent/ui-kit';
import type { AgentTrendPoint } from '@live-agent/contracts';
import { useAgentPerformanceQuery } from '../../../api/reports';
import { PERFORMANCE_FILTERS, reportView, useReportSearch } from '../../../reports';
import { useFormat } from '@live-agent/ui-kit';

import { trendInRange } from '../agentPerformance.table';
import { reportCsvFilename, round1 } from '../../../reports/table/reportTable';
import { TrendChart } from './TrendChart';

export interface AgentTrendDrawerProps {
  agentId: number | undefined;
  agentName: string;
  onClose: () => void;
}

export function AgentTrendDrawer({ agentId, agentName, onClose }: AgentTrendDrawerProps) {
  const { t } = useTranslation('liveAgent');
  const screens = Grid.useBreakpoint();
  // While the drawer slides out (agentId already gone from the URL) it keeps showing the agent it showed.
  const [current, setCurrent] = useState<{ agentId: number; name: string } | null>(null);
  if (agentId !== undefined && (current?.agentId !== agentId || current.name !== agentName))
    setCurrent({ agentId, name: agentName });
  return (
    <Drawer
      open={agentId !== undefined}
      onClose={onClose}
      size={screens.md ? 780 : '100%'}
      destroyOnHidden
      title={current ? t('agentPerformance.trend.title', { name: current.name }) : null}
      data-testid="agent-trend"
    >
      {current ? <AgentTrend agentId={current.agentId} name={current.name} /> : null}
    </Drawer>
  );
}

function AgentTrend({ agentId, name }: { agentId: number; name: string }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const { range, query } = useReportSearch();
  const result = useAgentPerformanceQuery({ ...query(PERFORMANCE_FILTERS), agentId });
  const report = reportView(result);
  // Only this question's answer: another agent's figures (the previous drawer) never show under this agent's name.
  const current = result.currentData ?? null;
  const points = useMemo(() => trendInRange(current?.trend ?? [], range), [current, range]);
  const row = current?.agents.find((agent) => agent.agentId === agentId);
  const totals = current?.totals;

  const exportTrend = () => {
    const columns = [
      { header: t('agentPerformance.csv.date'), value: (point: AgentTrendPoint) => point.date },
      { header: t('agentPerformance.csv.closed'), value: (point: AgentTrendPoint) => point.closed },
      {
        header: t('agentPerformance.csv.avgFirstResponseSec'),
        value: (point: AgentTrendPoint) => round1(point.avgFirstResponseSec),
      },
      { header: t('agentPerformance.csv.csatPct'), value: (point: AgentTrendPoint) => round1(point.csatPct) },
    ];
    downloadCsv(reportCsvFilename(`agent-trend-${agentId}`, range), toCsv(columns, points));
  };

  const cards = totals
    ? [
        { key: 'assigned', value: format.integer(totals.assigned) },
        { key: 'closed', value: format.integer(totals.closed) },
        { key: 'avgFirstResponse', value: format.duration(totals.avgFirstResponseSec) },
        { key: 'avgHandle', value: format.duration(totals.avgHandleSec) },
        {
          key: 'csat',
          value: format.percent(totals.csatPct),
          footer: t('agentPerformance.rated', { value: format.integer(totals.rated) }),
        },
        {
          key: 'sla',
          value: format.percent(totals.slaPct),
          footer: t('agentPerformance.slaOf', {
            met: format.integer(totals.slaMet),
            total: format.integer(totals.slaResponded),
          }),
        },
      ]
    : [];

  return (
    <ReportStatus
      hasData={current !== null}
      loading={report.status === 'loading'}
      error={report.error}
      onRetry={report.reload}
    >
      <Typography.Paragraph type="secondary">
        {t('agentPerformance.trend.period', { from: format.date(range.from), to: format.date(range.to) })}
      </Typography.Paragraph>
      <Row gutter={[16, 16]} data-testid="trend-totals">
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={8}>
            <StatCard
              testId={`trend-${card.key}`}
              label={t(`agentPerformance.columns.${card.key}`)}
              hint={t(`agentPerformance.hints.${card.key}`)}
              value={card.value}
              footer={card.footer}
            />
          </Col>
        ))}
      </Row>
      {row ? (
        <Descriptions
          size="small"
          style={{ marginTop: 16 }}
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'missed', label: t('agentPerformance.columns.missed'), children: format.integer(row.missed) },
            {
              key: 'transferred',
              label: t('agentPerformance.columns.transferred'),
              children: format.integer(row.transferred),
            },
            {
              key: 'messagesSent',
              label: t('agentPerformance.columns.messagesSent'),
              children: format.integer(row.messagesSent),
            },
          ]}
        />
      ) : null}
      <div style={{ marginTop: 16 }}>
        <ReportCard
          title={t('agentPerformance.trend.perDay')}
          testId="trend-chart"
          empty={points.every((point) => point.closed === 0 && point.avgFirstResponseSec === null)}
          onExport={exportTrend}
        >
          <TrendChart points={points} label={t('agentPerformance.trend.chartLabel', { name })} />
          <Table<AgentTrendPoint>
            data-testid="trend-days"
            style={{ marginTop: 16 }}
            size="small"
            rowKey="date"
            dataSource={points}
            pagination={points.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
            columns={[
              { key: 'date', title: t('agentPerformance.csv.date'), render: (_, point) => format.date(point.date) },
              {
                key: 'closed',
                title: t('agentPerformance.trend.series.closed'),
                align: 'end',
                render: (_, point) => format.integer(point.closed),
              },
              {
                key: 'frt',
                title: t('agentPerformance.trend.series.avgFirstResponseSec'),
                align: 'end',
                render: (_, point) => format.duration(point.avgFirstResponseSec),
              },
              {
                key: 'csat',
                title: t('agentPerformance.trend.series.csatPct'),
                align: 'end',
                render: (_, point) => format.percent(point.csatPct),
              },
            ]}
          />
        </ReportCard>
      </div>
    </ReportStatus>
  );
}
