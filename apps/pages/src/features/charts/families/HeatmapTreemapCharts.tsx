// The heatmap-treemap charts page's examples (loaded only on /charts/heatmap-treemap: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { HourHeatmap } from '../heatmap-treemap/HourHeatmap';
import hourHeatmapSource from '../heatmap-treemap/HourHeatmap.tsx?raw';
import { TopicTreemap } from '../heatmap-treemap/TopicTreemap';
import topicTreemapSource from '../heatmap-treemap/TopicTreemap.tsx?raw';

export default function HeatmapTreemapCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.heatmapTreemap.heatmap.title')}
        description={t('charts.heatmapTreemap.heatmap.description')}
        source={hourHeatmapSource}
      >
        <HourHeatmap />
      </Example>
      <Example
        title={t('charts.heatmapTreemap.treemap.title')}
        description={t('charts.heatmapTreemap.treemap.description')}
        source={topicTreemapSource}
      >
        <TopicTreemap />
      </Example>
    </>
  );
}
