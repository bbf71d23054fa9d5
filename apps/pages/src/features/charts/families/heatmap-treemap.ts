// The heatmap-treemap charts page's examples, in order (loaded only on /charts/heatmap-treemap: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { HourHeatmap } from '../heatmap-treemap/HourHeatmap';
import hourHeatmapSource from '../heatmap-treemap/HourHeatmap.tsx?raw';
import { TopicTreemap } from '../heatmap-treemap/TopicTreemap';
import topicTreemapSource from '../heatmap-treemap/TopicTreemap.tsx?raw';

export default [
  { id: 'heatmap', Demo: HourHeatmap, source: hourHeatmapSource },
  { id: 'treemap', Demo: TopicTreemap, source: topicTreemapSource },
] satisfies ShowcaseExample[];
