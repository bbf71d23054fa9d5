// The scatter-bubble charts page's examples, in order (loaded only on /charts/scatter-bubble: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { ResponseScatter } from '../scatter-bubble/ResponseScatter';
import responseScatterSource from '../scatter-bubble/ResponseScatter.tsx?raw';
import { AgentBubbles } from '../scatter-bubble/AgentBubbles';
import agentBubblesSource from '../scatter-bubble/AgentBubbles.tsx?raw';

export default [
  { id: 'scatter', Demo: ResponseScatter, source: responseScatterSource },
  { id: 'bubble', Demo: AgentBubbles, source: agentBubblesSource },
] satisfies ShowcaseExample[];
