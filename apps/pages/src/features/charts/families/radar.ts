// The radar charts page's examples, in order (loaded only on /charts/radar: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { QualityRadar } from '../radar/QualityRadar';
import qualityRadarSource from '../radar/QualityRadar.tsx?raw';

export default [{ id: 'quality', Demo: QualityRadar, source: qualityRadarSource }] satisfies ShowcaseExample[];
