// The live dashboard (GET /reports/dashboard, api/reports.ts): what is happening right
// now, how today compares with the period before it, today's volume by hour against yesterday and the
// weekday × hour pattern of the last 28 days, for a department and a queue. Decisions:
// - No period picker: the live and today figures are "now"; the heatmap covers the server's default
//   period (the 28 days before now), named in its caption.
// - Auto-refresh (10 / 30 / 60 s or paused, `?refresh=` in the URL, 30 s by default) is the API slice's polling:
//   the same query, so the figures stay on screen and change in place; only a new filter shows the spinner.
//   It pauses while the tab is hidden (skipPollingIfUnfocused) and reloads at once when it comes back
//   (refetchOnFocus; attachApi listens to the tab's visibility).
// - Clock times (updated at, the previous period) are on the organisation's clock (the report's timeZone,
//   through TimeZoneProvider), as the server's days and hours are; the subtitle names the zone.
import { memo, useDeferredValue, useMemo } from 'react';
import { Badge, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, ReportStatus } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useDashboardQuery } from '../../api/reports';
import { ReportFilters, reportView, useReportSearch } from '../../reports';
import { createFormat, TimeZoneProvider } from '@live-agent/ui-kit';

import { LiveAlertsWarning } from '../monitor';
import { LiveCards } from './components/LiveCards';
import { RefreshControl } from './components/RefreshControl';
import { TodayCards } from './components/TodayCards';
import { VolumeByHourCard } from './components/VolumeByHourCard';
import { WeekdayHourHeatmap } from './components/WeekdayHourHeatmap';
import { REFRESH_PARAM, dashboardQuery, refreshChoice, refreshIntervalMs, refreshParamValue } from './dashboardView';
import './dashboard.css';

// The figures re-render only when their part of the answer changes, not on every change of the page
// around them (the request's status, the filters' lookups): each full pass over the cards, the chart and
// the 168 heatmap cells is a long task (docs/architecture.md, Long tasks after sign-in).
const LiveFigures = memo(LiveCards);
const TodayFigures = memo(TodayCards);
const VolumeFigures = memo(VolumeByHourCard);
const HeatmapFigures = memo(WeekdayHourHeatmap);

function DashboardPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { search, filter, setFilter } = useReportSearch();
  const refresh = refreshChoice(filter(REFRESH_PARAM));
  const report = reportView(
    useDashboardQuery(dashboardQuery(search), {
      pollingInterval: refreshIntervalMs(refresh),
      skipPollingIfUnfocused: true,
      refetchOnFocus: refresh !== 'off',
    }),
  );
  // A new answer is drawn at a lower priority, which React renders in slices of a few ms instead of one
  // long task (docs/architecture.md, Long tasks after sign-in); the previous figures stay until then. The first
  // render starts without them (null) even when the answer is already in hand, as on a signed-in reload: the frame
  // and this page's header commit first, the figures in a later task of their own, not all in one long commit.
  const statistics = useDeferredValue(report.data, null);

  const paused = refresh === 'off';
  const timeZone = statistics?.timeZone;
  const format = useMemo(() => createFormat(i18n.language, timeZone), [i18n.language, timeZone]);
  const subtitle = (
    <>
      <Badge status={paused ? 'default' : 'processing'} text={paused ? t('dashboard.paused') : t('dashboard.live')} />
      {report.loadedAt !== null ? (
        <>
          <span aria-hidden> · </span>
          <span data-testid="updated-at">
            {t('reports.updatedAt', { time: format.timeWithSeconds(report.loadedAt) })}
          </span>
        </>
      ) : null}
      {statistics ? (
        <>
          <span aria-hidden> · </span>
          <span data-testid="time-zone">{t('dashboard.timeZone', { zone: statistics.timeZone })}</span>
        </>
      ) : null}
    </>
  );

  return (
    <TimeZoneProvider timeZone={timeZone}>
      <PageHeader title={t('screens.dashboard')} subtitle={subtitle} />
      <LiveAlertsWarning />
      <ReportFilters
        filters={['departmentId', 'queueId']}
        period={false}
        extra={
          <RefreshControl
            value={refresh}
            onChange={(choice) => setFilter(REFRESH_PARAM, refreshParamValue(choice))}
            onRefresh={report.reload}
            refreshing={report.status === 'loading'}
          />
        }
      />
      <ReportStatus hasData={statistics !== null} loading={report.pending} error={report.error} onRetry={report.reload}>
        {statistics ? (
          <div data-testid="dashboard-figures">
            <h2 className="la-dash-section">{t('dashboard.sections.now')}</h2>
            <LiveFigures live={statistics.live} />
            <h2 className="la-dash-section">{t('dashboard.sections.today')}</h2>
            <TodayFigures today={statistics.today} />
            <Row gutter={[16, 16]}>
              <Col xs={24} xxl={10} className="la-dash-cell">
                <VolumeFigures hours={statistics.volumeByHour} />
              </Col>
              <Col xs={24} xxl={14} className="la-dash-cell">
                <HeatmapFigures
                  heatmap={statistics.heatmap}
                  period={statistics.period}
                  timeZone={statistics.timeZone}
                />
              </Col>
            </Row>
          </div>
        ) : null}
      </ReportStatus>
    </TimeZoneProvider>
  );
}

export default DashboardPage;
