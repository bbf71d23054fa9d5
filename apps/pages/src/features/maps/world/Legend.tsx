// The choropleth's legend: each colour class with its range in words, so the colour is never the only key.
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { CLASS_RANGES } from './choropleth';

export interface LegendProps {
  /** The figure's colour, drawn at each class's opacity. */
  color: string;
  opacities: number[];
  noData: string;
}

export function Legend({ color, opacities, noData }: LegendProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const range = ([low, high]: [number, number | undefined]) =>
    high === undefined
      ? t('maps.world.rangeFrom', { low: format.integer(low) })
      : t('maps.world.range', { low: format.integer(low), high: format.integer(high - 1) });
  return (
    <figure className="maps-legend">
      <Typography.Text strong>
        <figcaption>{t('maps.world.legend')}</figcaption>
      </Typography.Text>
      <Flex component="ul" wrap gap="small" className="maps-legend-list">
        <li>
          <span className="maps-swatch" style={{ background: noData }} aria-hidden />
          <bdi>{t('maps.world.noData')}</bdi>
        </li>
        {CLASS_RANGES.map((bounds, index) => (
          <li key={bounds[0]}>
            <span className="maps-swatch" aria-hidden>
              <span style={{ background: color, opacity: opacities[index] }} />
            </span>
            {/* Isolated, so a range keeps its order (low–high) on a right-to-left page. */}
            <bdi>{range(bounds)}</bdi>
          </li>
        ))}
      </Flex>
    </figure>
  );
}
