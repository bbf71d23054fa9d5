// Communications Report: how much the organisation talked with its customers in the period —
// conversations and incoming vs outgoing messages over time (per day, week or month), by channel,
// department, queue, category, status, hour of day and weekday, and the busiest day and hour. Period,
// filters and grouping live in the URL (`?groupBy=week`); every block shows as a chart or a table and exports
// exactly its figures as CSV (communications-<block>_<from>_<to>.csv).
import { Col, Flex, Row, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { GROUP_BY, type CommunicationsReport, type GroupBy } from '@live-agent/contracts';
import { useCommunicationsQuery, type ReportArgs } from '../../api/reports';
import {
  COMMUNICATIONS_FILTERS,
  CONVERSATION_STATUS_COLORS,
  useReport,
  useReportSearch,
  withOrganizationDay,
} from '../../reports';
import { ReportFrame } from '../../reports/components/ReportFrame';
import { StatCardRow, useStatCardOf } from '../../reports/components/TotalsGrid';

import { BlockCard } from '../../reports/table/BlockCard';
import {
  BLOCK_FILES,
  groupColumns,
  groupName,
  hourColumns,
  mondayFirst,
  volumeColumns,
  groupByOf,
  weekdayColumns,
  type GroupBlock,
} from './communications.blocks';
import {
  CountChart,
  GroupBarChart,
  GroupDonutChart,
  VolumeChart,
  type ChartGroup,
} from './components/CommunicationsCharts';
import './communications.css';

const SCREEN = 'communications';

/** Cards of the totals: five in a row on wide screens. */
const TOTAL_SPANS = { xs: 24, sm: 12, lg: 8, xl: { flex: '20%' } } as const;

function GroupByControl() {
  const { t } = useTranslation('liveAgent');
  const { filter, setFilter } = useReportSearch();
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary">{t('communications.groupBy.label')}</Typography.Text>
      <Segmented<GroupBy>
        aria-label={t('communications.groupBy.label')}
        data-testid="group-by"
        value={groupByOf(filter('groupBy'))}
        options={GROUP_BY.map((value) => ({ value, label: t(`communications.groupBy.${value}`) }))}
        onChange={(value) => setFilter('groupBy', value)}
      />
    </Flex>
  );
}

function Totals({ data }: { data: CommunicationsReport }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const card = useStatCardOf('communications', 'totals');
  const { totals, busiestDay, busiestHour } = data;
  const conversations = (n: number) => t('communications.totals.conversationsCount', { n: format.integer(n) });
  return (
    <StatCardRow
      className="la-communications-row"
      spans={TOTAL_SPANS}
      cards={[
        card(
          'conversations',
          'conversations',
          format.integer(totals.conversations),
          t('communications.totals.outcomes', {
            closed: format.integer(totals.closed),
            missed: format.integer(totals.missed),
            abandoned: format.integer(totals.abandoned),
          }),
        ),
        card('incoming', 'incomingMessages', format.integer(totals.incomingMessages)),
        card(
          'outgoing',
          'outgoingMessages',
          format.integer(totals.outgoingMessages),
          t('communications.totals.outgoingSplit', {
            agent: format.integer(totals.agentMessages),
            bot: format.integer(totals.botMessages),
          }),
        ),
        card(
          'busiest-day',
          'busiestDay',
          busiestDay ? format.date(busiestDay.date) : format.integer(null),
          busiestDay ? conversations(busiestDay.count) : undefined,
        ),
        card(
          'busiest-hour',
          'busiestHour',
          busiestHour ? format.hour(busiestHour.hour) : format.integer(null),
          busiestHour ? conversations(busiestHour.count) : undefined,
        ),
      ]}
    />
  );
}

const GROUP_CHART: Record<GroupBlock, 'donut' | 'bars'> = {
  byChannel: 'donut',
  byStatus: 'bars',
  byDepartment: 'bars',
  byQueue: 'bars',
  byCategory: 'bars',
};

function GroupCard({
  data,
  block,
  query,
}: {
  data: CommunicationsReport;
  block: GroupBlock;
  query: ReportArgs | null;
}) {
  const { t } = useTranslation('liveAgent');
  const rows = data[block] as Array<
    CommunicationsReport['byChannel'][number] | CommunicationsReport['byDepartment'][number]
  >;
  const title = t(`communications.blocks.${block}`);
  const groups: ChartGroup[] = rows.map((row) => ({
    key: row.key,
    label: groupName(t, block, row),
    conversations: row.conversations,
    sharePct: row.sharePct,
    color: block === 'byStatus' ? CONVERSATION_STATUS_COLORS[String(row.key)] : undefined,
  }));
  // Department, queue and category bars read best tallest first; channels and statuses keep their fixed order.
  const chartGroups =
    block === 'byChannel' || block === 'byStatus'
      ? groups
      : [...groups].sort((a, b) => b.conversations - a.conversations);
  const label = t('communications.chartLabel', { block: title });
  return (
    <BlockCard
      testId={`communications-${BLOCK_FILES[block]}`}
      title={title}
      screen={SCREEN}
      block={BLOCK_FILES[block]}
      query={query}
      columns={groupColumns(t, block)}
      rows={rows}
      rowKey={(row) => String(row.key)}
      empty={data.totals.conversations === 0}
      chart={
        GROUP_CHART[block] === 'donut' ? (
          <GroupDonutChart groups={chartGroups} label={label} />
        ) : (
          <GroupBarChart groups={chartGroups} label={label} />
        )
      }
    />
  );
}

function Blocks({ data, query }: { data: CommunicationsReport; query: ReportArgs | null }) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const monthName = useFormat().month;
  const empty = data.totals.conversations === 0;
  const weekdays = mondayFirst(data.byWeekday);
  const volumeTitle = t(`communications.blocks.volume.${data.groupBy}`);
  const hourTitle = t('communications.blocks.byHour');
  const weekdayTitle = t('communications.blocks.byWeekday');
  return (
    <>
      <Row gutter={[16, 16]} className="la-communications-row" style={{ marginBottom: 16 }}>
        <Col span={24}>
          <BlockCard
            testId="communications-volume"
            title={volumeTitle}
            screen={SCREEN}
            block={BLOCK_FILES.volume}
            query={query}
            columns={volumeColumns(t, data.groupBy, monthName)}
            rows={data.series}
            rowKey={(row) => row.date}
            empty={empty}
            pageSize={31}
            chart={<VolumeChart rows={data.series} groupBy={data.groupBy} monthName={monthName} />}
          />
        </Col>
      </Row>
      <Row gutter={[16, 16]} className="la-communications-row" style={{ marginBottom: 16 }}>
        {(['byChannel', 'byStatus', 'byDepartment'] as const).map((block) => (
          <Col key={block} xs={24} md={12} xl={8}>
            <GroupCard data={data} block={block} query={query} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} className="la-communications-row" style={{ marginBottom: 16 }}>
        {(['byQueue', 'byCategory'] as const).map((block) => (
          <Col key={block} xs={24} xl={12}>
            <GroupCard data={data} block={block} query={query} />
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} className="la-communications-row">
        <Col xs={24} xl={14}>
          <BlockCard
            testId="communications-by-hour"
            title={hourTitle}
            screen={SCREEN}
            block={BLOCK_FILES.byHour}
            query={query}
            columns={hourColumns(t)}
            rows={data.byHour}
            rowKey={(row) => row.hour}
            empty={empty}
            pageSize={24}
            chart={
              <CountChart
                label={t('communications.chartLabel', { block: hourTitle })}
                rows={data.byHour.map((row) => ({ key: row.hour, label: format.hour(row.hour), count: row.count }))}
                tick={format.hour}
                color="#1677ff"
              />
            }
          />
        </Col>
        <Col xs={24} xl={10}>
          <BlockCard
            testId="communications-by-weekday"
            title={weekdayTitle}
            screen={SCREEN}
            block={BLOCK_FILES.byWeekday}
            query={query}
            columns={weekdayColumns(t)}
            rows={weekdays}
            rowKey={(row) => row.weekday}
            empty={empty}
            chart={
              <CountChart
                label={t('communications.chartLabel', { block: weekdayTitle })}
                rows={weekdays.map((row) => ({
                  key: row.weekday,
                  label: t(`common.days.${row.weekday}`),
                  count: row.count,
                }))}
                tick={(weekday) => t(`common.daysShort.${weekday}`)}
                color="#722ed1"
              />
            }
          />
        </Col>
      </Row>
    </>
  );
}

function CommunicationsReportPage() {
  const { t } = useTranslation('liveAgent');
  const { query, filter } = useReportSearch();
  const report = useReport(
    useCommunicationsQuery({ ...query(COMMUNICATIONS_FILTERS), groupBy: groupByOf(filter('groupBy')) }),
  );
  return (
    <ReportFrame
      title={t('screens.communicationsReport')}
      subtitle={
        report.data
          ? `${t('communications.subtitle')} ${t('communications.timeZone', { timeZone: report.data.timeZone })}`
          : t('communications.subtitle')
      }
      filters={COMMUNICATIONS_FILTERS}
      filterExtra={<GroupByControl />}
      report={report}
    >
      {(data) => (
        <>
          <Totals data={data} />
          <Blocks data={data} query={report.query} />
        </>
      )}
    </ReportFrame>
  );
}

export default withOrganizationDay(CommunicationsReportPage);
