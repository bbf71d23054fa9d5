// A donut: how this month's conversations ended, with the total in the middle.
import { Typography } from 'antd';
import { ShareFigure, useChartKit } from '../figures';
import { OUTCOME_SHARE } from '../data';

const total = OUTCOME_SHARE.reduce((sum, part) => sum + part.value, 0);

export function OutcomeDonut() {
  const { t, format, colors } = useChartKit();
  return (
    <ShareFigure
      label={t('charts.pieDonut.donut.label', { total: format.integer(total) })}
      part={{ key: 'outcome', title: t('charts.columns.outcome') }}
      height={260}
      inner={0.62}
      padAngle={0.02}
      legend="bottom"
      parts={OUTCOME_SHARE.map((part, index) => ({
        key: part.outcome,
        name: t(`charts.outcomes.${part.outcome}`),
        value: part.value,
        color: [colors[1], colors[0], colors[2], colors[5]][index],
      }))}
    >
      <Typography.Paragraph type="secondary">
        {t('charts.pieDonut.donut.total', { total: format.integer(total) })}
      </Typography.Paragraph>
    </ShareFigure>
  );
}
