// One card of a cards screen: the ui-kit frame (title, period, skeleton, error with a retry) around the card's
// figures drawn the way its spot says. Charts come from @live-agent/ui-kit/charts: coloured from the skin, mirrored in
// a right-to-left layout, with a tooltip styled like the skin's popovers; each carries a text alternative with its figure.
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardData } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { CardFrame, Figure, useCardFormat, useChartTheme } from '@live-agent/ui-kit/cards';
import { CartesianChart, DonutChart, type ChartSeries } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import type { CardSpot } from '../cardScreens';

/** A chart's row: the point's label (an ISO date) and each series' value by key (useChartTheme's `points`). */
type Point = Record<string, string | number>;

/** A share card (devices, browsers) answers its parts in percent and its headline as a count of visits. */
const sharesInPercent = (data: CardData) =>
  data.unit === 'percent' && data.breakdown.length > 0 && data.card !== 'goal-overview';

/** A figure over its one series: the chart's height, how the series is drawn and its colour of the skin's palette. */
const ONE_SERIES = {
  trend: { height: 80, kind: 'area', color: 0 },
  bars: { height: 100, kind: 'bar', color: 3 },
  line: { height: 100, kind: 'line', color: 1 },
} as const;

export function CardView({ spot }: { spot: CardSpot }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const value = useCardFormat();
  const chart = useChartTheme();
  const title = t(`analyticsCards.titles.${spot.kind}.${spot.card}`);
  const name = (key: string) => t(`analyticsCards.keys.${key}`, { defaultValue: key });
  const partValue = (data: CardData, amount: number) =>
    sharesInPercent(data) ? format.percent(amount) : value(data.unit, amount);
  const headlineUnit = (data: CardData) => (sharesInPercent(data) ? 'count' : data.unit);
  const summary = (data: CardData) => chart.summary(title, data, value(headlineUnit(data), data.value));
  const seriesOf = (
    data: CardData,
    key: string,
    kind: ChartSeries<Point>['kind'],
    color: string,
    dashed = false,
  ): ChartSeries<Point> => ({
    key,
    name: name(key),
    kind,
    color,
    dashed,
    value: (point) => Number(point[key]),
    format: (amount) => value(data.unit, Number(amount)),
  });
  /** A card's chart over its points: a small one without axes under the figure, or a report with axes and a legend. */
  const pointsChart = (data: CardData, height: number, series: ChartSeries<Point>[], withAxes = false) => (
    <CartesianChart
      label={summary(data)}
      className="data-card-chart"
      height={height}
      rows={chart.points(data)}
      rowKey={(point) => String(point.label)}
      tick={(point) => chart.pointLabel(data)(String(point.label))}
      series={series}
      axes={withAxes ? [{ format: (amount) => format.integer(amount), width: 56 }] : undefined}
      hideCategoryAxis={!withAxes}
      grid={withAxes}
      legend={withAxes ? 'bottom' : undefined}
      fallbackWidth={300}
    />
  );

  const parts = (data: CardData, withDots: boolean) => (
    <ul className="cards-parts">
      {data.breakdown.map((item, i) => (
        <li key={item.key} data-testid={`card-part-${data.card}-${item.key}`}>
          <span>
            {withDots ? (
              <span className="cards-dot" style={{ background: chart.palette[i % chart.palette.length] }} aria-hidden />
            ) : null}
            {name(item.key)}
          </span>
          <span dir="ltr">
            <Typography.Text strong>{partValue(data, item.value)}</Typography.Text>
            {item.changePct !== undefined && !withDots ? (
              <Typography.Text type={item.changePct >= 0 ? 'success' : 'danger'} className="cards-part-change">
                {format.trend(item.changePct)}
              </Typography.Text>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );

  const draw = (data: CardData) => {
    const [first] = data.series;
    switch (spot.view) {
      case 'trend':
      case 'bars':
      case 'line': {
        const { height, kind, color } = ONE_SERIES[spot.view];
        return (
          <>
            <Figure data={data} />
            {pointsChart(data, height, [seriesOf(data, first.key, kind, chart.palette[color])])}
          </>
        );
      }
      case 'report':
      case 'reportLines':
        return (
          <>
            <Figure data={data} />
            {pointsChart(
              data,
              212,
              data.series.map((series, i) =>
                spot.view === 'report'
                  ? seriesOf(data, series.key, 'bar', chart.palette[i === 0 ? 0 : 3])
                  : seriesOf(data, series.key, 'line', chart.palette[i === 0 ? 0 : 4], i !== 0),
              ),
              true,
            )}
          </>
        );
      case 'shares':
        return (
          <>
            <Figure data={data} unit={headlineUnit(data)} />
            <Flex gap={12} align="center" wrap className="cards-shares">
              <div className="cards-doughnut">
                <DonutChart
                  label={summary(data)}
                  height={120}
                  inner={0.58}
                  outer={0.92}
                  parts={data.breakdown.map((item, i) => ({
                    key: item.key,
                    name: name(item.key),
                    value: item.value,
                    color: chart.palette[i % chart.palette.length],
                  }))}
                  format={(amount) => partValue(data, amount)}
                  fallbackWidth={120}
                />
              </div>
              <div className="cards-shares-list">{parts(data, true)}</div>
            </Flex>
          </>
        );
      case 'goal': {
        const reached = data.goal ? Math.round((data.value / data.goal) * 100) : 0;
        return (
          <Flex vertical gap={8}>
            <Figure data={data} />
            <Flex vertical align="center" gap={4}>
              <Progress
                type="dashboard"
                size={120}
                percent={Math.min(reached, 100)}
                status={reached > 100 && data.card === 'budget' ? 'exception' : 'normal'}
                strokeColor={reached > 100 && data.card === 'budget' ? undefined : chart.palette[2]}
                format={() => format.percent(reached)}
                aria-label={t('analyticsCards.goalReached', {
                  percent: format.percent(reached),
                  goal: value(data.unit, data.goal ?? 0),
                })}
              />
              <Typography.Text type="secondary" data-testid={`card-goal-${data.card}`}>
                {t('analyticsCards.goal', { goal: value(data.unit, data.goal ?? 0) })}
              </Typography.Text>
            </Flex>
            {data.breakdown.length ? parts(data, false) : null}
          </Flex>
        );
      }
      case 'list':
        return (
          <>
            <Figure data={data} />
            {parts(data, false)}
          </>
        );
    }
  };

  return (
    <CardFrame
      kind={spot.kind}
      card={spot.card}
      title={title}
      withPeriod
      className={spot.wide ? 'data-card-wide' : undefined}
    >
      {draw}
    </CardFrame>
  );
}
