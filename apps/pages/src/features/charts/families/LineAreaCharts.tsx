// The line-area charts page's examples (loaded only on /charts/line-area: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ConversationsLine } from '../line-area/ConversationsLine';
import conversationsLineSource from '../line-area/ConversationsLine.tsx?raw';
import { ConversationsArea } from '../line-area/ConversationsArea';
import conversationsAreaSource from '../line-area/ConversationsArea.tsx?raw';

export default function LineAreaCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.lineArea.line.title')}
        description={t('charts.lineArea.line.description')}
        source={conversationsLineSource}
      >
        <ConversationsLine />
      </Example>
      <Example
        title={t('charts.lineArea.area.title')}
        description={t('charts.lineArea.area.description')}
        source={conversationsAreaSource}
      >
        <ConversationsArea />
      </Example>
    </>
  );
}
