// One card of a cards screen: the ui-kit frame (title, period, skeleton, error with a retry) around the card's
// figures drawn the way its spot says. Charts are recharts, coloured from the skin, mirrored in a right-to-left
// layout, with a tooltip styled like the skin's popovers; each carries a text alternative with its figure.
import type { ReactElement } from 'react';
import { Flex, Progress, Typography } from 'antd';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { CardData } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { CardFrame, Figure, useCardFormat, useChartTheme } from '@live-agent/ui-kit/cards';
import { NAMESPACE } from '../../../i18n';
import type { CardSpot } from '../cardScreens';

function ChartBox({ height, label, children }: { height: number; label: string; children: ReactElement }) {
  return (
    <div role="img" aria-label={label} className="data-card-chart" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 300, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** A share card (devices, browsers) answers its parts in percent and its headline as a count of visits. */
const sharesInPercent = (data: CardData) => data.unit === 'percent' && data.breakdown.length > 0 && data.card !== 'goal-overview';

export function CardView({ spot }: { spot: CardSpot }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const value = useCardFormat();
  const chart = useChartTheme();
  const title = t(`analyticsCards.titles.${spot.kind}.${spot.card}`);
  const name = (key: string) => t(`analyticsCards.keys.${key}`, { defaultValue: key });
  const partValue = (data: CardData, amount: number) => (sharesInPercent(data) ? format.percent(amount) : value(data.unit, amount));
  const headlineUnit = (data: CardData) => (sharesInPercent(data) ? 'count' : data.unit);
  const summary = (data: CardData) => chart.summary(title, data, value(headlineUnit(data), data.value));
  const tooltip = (data: CardData) => (
    <Tooltip
      {...chart.tooltip}
      labelFormatter={(label) => chart.pointLabel(data)(String(label))}
      formatter={(amount, key) => [value(data.unit, Number(amount)), name(String(key))]}
    />
  );
  const axes = (data: CardData) => [
    <CartesianGrid key="grid" stroke={chart.gridColor} strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" reversed={chart.rtl} tickFormatter={chart.pointLabel(data)} tick={chart.tick} minTickGap={16} />,
    <YAxis key="y" orientation={chart.rtl ? 'right' : 'left'} tickFormatter={(amount: number) => format.integer(amount)} tick={chart.tick} width={56} />,
  ];

  const parts = (data: CardData, withDots: boolean) => (
    <ul className="cards-parts">
      {data.breakdown.map((item, i) => (
        <li key={item.key} data-testid={`card-part-${data.card}-${item.key}`}>
          <span>
            {withDots ? <span className="cards-dot" style={{ background: chart.palette[i % chart.palette.length] }} aria-hidden /> : null}
            {name(item.key)}
          </span>
          <span dir="ltr">
            <Typography.Text strong>{partValue(data, item.value)}</Typography.Text>
            {item.changePct !== undefined && !withDots ? (
              <Typography.Text type={item.changePct >= 0 ? 'success' : 'danger'} className="cards-part-change">{format.trend(item.changePct)}</Typography.Text>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );

  const draw = (data: CardData) => {
    const points = chart.points(data);
    const [first] = data.series;
    switch (spot.view) {
      case 'trend':
        return (
          <>
            <Figure data={data} />
            <ChartBox height={80} label={summary(data)}>
              <AreaChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
                <XAxis dataKey="label" hide reversed={chart.rtl} />
                {tooltip(data)}
                <Area dataKey={first.key} type="monotone" stroke={chart.palette[0]} fill={chart.palette[0]} fillOpacity={0.18} strokeWidth={2} isAnimationActive={false} />
              </AreaChart>
            </ChartBox>
          </>
        );
      case 'bars':
        return (
          <>
            <Figure data={data} />
            <ChartBox height={100} label={summary(data)}>
              <BarChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
                <XAxis dataKey="label" hide reversed={chart.rtl} />
                {tooltip(data)}
                <Bar dataKey={first.key} fill={chart.palette[3]} radius={[3, 3, 0, 0]} isAnimationActive={false} />
              </BarChart>
            </ChartBox>
          </>
        );
      case 'line':
        return (
          <>
            <Figure data={data} />
            <ChartBox height={100} label={summary(data)}>
              <LineChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
                <XAxis dataKey="label" hide reversed={chart.rtl} />
                {tooltip(data)}
                <Line dataKey={first.key} type="monotone" stroke={chart.palette[1]} strokeWidth={2} dot={false} isAnimationActive={false} />
              </LineChart>
            </ChartBox>
          </>
        );
      case 'report':
      case 'reportLines':
        return (
          <>
            <Figure data={data} />
            <ChartBox height={240} label={summary(data)}>
              {spot.view === 'report' ? (
                <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                  {axes(data)}
                  {tooltip(data)}
                  <Legend formatter={(key) => name(String(key))} />
                  {data.series.map((series, i) => <Bar key={series.key} dataKey={series.key} fill={chart.palette[i === 0 ? 0 : 3]} radius={[3, 3, 0, 0]} isAnimationActive={false} />)}
                </BarChart>
              ) : (
                <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                  {axes(data)}
                  {tooltip(data)}
                  <Legend formatter={(key) => name(String(key))} />
                  {data.series.map((series, i) => (
                    <Line key={series.key} dataKey={series.key} type="monotone" stroke={chart.palette[i === 0 ? 0 : 4]} strokeDasharray={i === 0 ? undefined : '5 4'} strokeWidth={2} dot={false} isAnimationActive={false} />
                  ))}
                </LineChart>
              )}
            </ChartBox>
          </>
        );
      case 'shares':
        return (
          <>
            <Figure data={data} unit={headlineUnit(data)} />
            <Flex gap={12} align="center" wrap className="cards-shares">
              <div className="cards-doughnut">
                <ChartBox height={120} label={summary(data)}>
                  <PieChart>
                    <Tooltip {...chart.tooltip} formatter={(amount, key) => [partValue(data, Number(amount)), name(String(key))]} />
                    <Pie data={data.breakdown} dataKey="value" nameKey="key" innerRadius={34} outerRadius={54} stroke="none" isAnimationActive={false}>
                      {data.breakdown.map((item, i) => <Cell key={item.key} fill={chart.palette[i % chart.palette.length]} />)}
                    </Pie>
                  </PieChart>
                </ChartBox>
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
                aria-label={t('analyticsCards.goalReached', { percent: format.percent(reached), goal: value(data.unit, data.goal ?? 0) })}
              />
              <Typography.Text type="secondary" data-testid={`card-goal-${data.card}`}>{t('analyticsCards.goal', { goal: value(data.unit, data.goal ?? 0) })}</Typography.Text>
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
    <CardFrame kind={spot.kind} card={spot.card} title={title} withPeriod className={spot.wide ? 'data-card-wide' : undefined}>
      {draw}
    </CardFrame>
  );
}
