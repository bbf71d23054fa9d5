// The scatter-bubble charts page's examples, in order (loaded only on /charts/scatter-bubble: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { ResponseScatter } from '../scatter-bubble/ResponseScatter';
import responseScatterSource from '../scatter-bubble/ResponseScatter.tsx?raw';
import { AgentBubbles } from '../scatter-bubble/AgentBubbles';
import agentBubblesSource from '../scatter-bubble/AgentBubbles.tsx?raw';
import agentPlotSource from '../scatter-bubble/agentPlot.ts?raw';

/** An example's code, then the plot the two share. */
const withPlot = (source: string) => `${source}\n\n// agentPlot.ts\n${agentPlotSource}`;

export default [
  { id: 'scatter', Demo: ResponseScatter, source: withPlot(responseScatterSource) },
  { id: 'bubble', Demo: AgentBubbles, source: withPlot(agentBubblesSource) },
] satisfies ShowcaseExample[];
