// The pie-donut charts page's examples, in order (loaded only on /charts/pie-donut: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { ChannelPie } from '../pie-donut/ChannelPie';
import channelPieSource from '../pie-donut/ChannelPie.tsx?raw';
import { OutcomeDonut } from '../pie-donut/OutcomeDonut';
import outcomeDonutSource from '../pie-donut/OutcomeDonut.tsx?raw';
import { SlaRadialBar } from '../pie-donut/SlaRadialBar';
import slaRadialBarSource from '../pie-donut/SlaRadialBar.tsx?raw';

export default [
  { id: 'pie', Demo: ChannelPie, source: channelPieSource },
  { id: 'donut', Demo: OutcomeDonut, source: outcomeDonutSource },
  { id: 'radial', Demo: SlaRadialBar, source: slaRadialBarSource },
] satisfies ShowcaseExample[];
