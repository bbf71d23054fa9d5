// The scatter-bubble charts page's examples (loaded only on /charts/scatter-bubble: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ResponseScatter } from '../scatter-bubble/ResponseScatter';
import responseScatterSource from '../scatter-bubble/ResponseScatter.tsx?raw';
import { AgentBubbles } from '../scatter-bubble/AgentBubbles';
import agentBubblesSource from '../scatter-bubble/AgentBubbles.tsx?raw';

export default function ScatterBubbleCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.scatterBubble.scatter.title')}
        description={t('charts.scatterBubble.scatter.description')}
        source={responseScatterSource}
      >
        <ResponseScatter />
      </Example>
      <Example
        title={t('charts.scatterBubble.bubble.title')}
        description={t('charts.scatterBubble.bubble.description')}
        source={agentBubblesSource}
      >
        <AgentBubbles />
      </Example>
    </>
  );
}
