// A donut: how this month's conversations ended, with the total in the middle.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { DonutChart } from '@live-agent/ui-kit/charts';
import { NAMESPACE } from '../../../i18n';
import { ChartOrTable } from '../ChartOrTable';
import { OUTCOME_SHARE } from '../data';
import { usePalette } from '../palette';

const total = OUTCOME_SHARE.reduce((sum, part) => sum + part.value, 0);

export function OutcomeDonut() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const colors = usePalette();
  const label = t('charts.pieDonut.donut.label', { total: format.integer(total) });
  const share = (value: number) => format.percent((value / total) * 100);
  return (
    <ChartOrTable
      caption={label}
      columns={[
        { key: 'outcome', title: t('charts.columns.outcome') },
        { key: 'value', title: t('charts.series.conversations'), numeric: true },
        { key: 'share', title: t('charts.columns.share'), numeric: true },
      ]}
      rows={OUTCOME_SHARE.map((part) => ({
        key: part.outcome,
        outcome: t(`charts.outcomes.${part.outcome}`),
        value: format.integer(part.value),
        share: share(part.value),
      }))}
    >
      <DonutChart
        label={label}
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
        format={(value) => `${format.integer(value)} (${share(value)})`}
      />
      <Typography.Paragraph type="secondary">
        {t('charts.pieDonut.donut.total', { total: format.integer(total) })}
      </Typography.Paragraph>
    </ChartOrTable>
  );
}
