// The radar charts page's examples (loaded only on /charts/radar: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { QualityRadar } from '../radar/QualityRadar';
import qualityRadarSource from '../radar/QualityRadar.tsx?raw';

export default function RadarCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.radar.quality.title')}
        description={t('charts.radar.quality.description')}
        source={qualityRadarSource}
      >
        <QualityRadar />
      </Example>
    </>
  );
}
