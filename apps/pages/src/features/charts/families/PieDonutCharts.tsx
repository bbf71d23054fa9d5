// The pie-donut charts page's examples (loaded only on /charts/pie-donut: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ChannelPie } from '../pie-donut/ChannelPie';
import channelPieSource from '../pie-donut/ChannelPie.tsx?raw';
import { OutcomeDonut } from '../pie-donut/OutcomeDonut';
import outcomeDonutSource from '../pie-donut/OutcomeDonut.tsx?raw';
import { SlaRadialBar } from '../pie-donut/SlaRadialBar';
import slaRadialBarSource from '../pie-donut/SlaRadialBar.tsx?raw';

export default function PieDonutCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.pieDonut.pie.title')}
        description={t('charts.pieDonut.pie.description')}
        source={channelPieSource}
      >
        <ChannelPie />
      </Example>
      <Example
        title={t('charts.pieDonut.donut.title')}
        description={t('charts.pieDonut.donut.description')}
        source={outcomeDonutSource}
      >
        <OutcomeDonut />
      </Example>
      <Example
        title={t('charts.pieDonut.radial.title')}
        description={t('charts.pieDonut.radial.description')}
        source={slaRadialBarSource}
      >
        <SlaRadialBar />
      </Example>
    </>
  );
}
