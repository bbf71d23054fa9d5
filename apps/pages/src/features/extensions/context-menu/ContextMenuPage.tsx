// Context menu: antd's Dropdown on a list row, opened by right-click or from the keyboard.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { ConversationMenu } from './ConversationMenu';
import conversationMenuSource from './ConversationMenu.tsx?raw';
import '../extensions.css';

export default function ContextMenuPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.contextMenu.title')} subtitle={t('extensions.contextMenu.subtitle')} columns={1}>
      <Example
        title={t('extensions.contextMenu.example')}
        description={t('extensions.contextMenu.exampleDescription')}
        source={conversationMenuSource}
      >
        <ConversationMenu />
      </Example>
    </ShowcasePage>
  );
}
