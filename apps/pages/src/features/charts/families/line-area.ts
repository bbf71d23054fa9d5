// The line-area charts page's examples, in order (loaded only on /charts/line-area: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { ConversationsLine } from '../line-area/ConversationsLine';
import conversationsLineSource from '../line-area/ConversationsLine.tsx?raw';
import { ConversationsArea } from '../line-area/ConversationsArea';
import conversationsAreaSource from '../line-area/ConversationsArea.tsx?raw';

export default [
  { id: 'line', Demo: ConversationsLine, source: conversationsLineSource },
  { id: 'area', Demo: ConversationsArea, source: conversationsAreaSource },
] satisfies ShowcaseExample[];
