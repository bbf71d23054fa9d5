import { Avatar, Button, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@live-agent/contracts';
import { NAMESPACE } from '../../../../i18n';

// Initials in the theme's primary tint: readable in the light and the dark skin.
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

const AGENTS = [
  { name: 'Ana Martins', chats: 12 },
  { name: 'Jonas Weber', chats: 8 },
  { name: 'Claire Dubois', chats: 5 },
];

export default function ListBasic() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <List
      itemLayout="horizontal"
      dataSource={AGENTS}
      renderItem={({ name, chats }) => (
        <List.Item
          actions={[
            <Button key="open" type="link" size="small" aria-label={t('uiShowcase.list.openOf', { name })}>
              {t('uiShowcase.list.open')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            avatar={<Avatar style={TINT}>{initialsOf(name)}</Avatar>}
            title={name}
            description={t('uiShowcase.list.chats', { count: chats })}
          />
        </List.Item>
      )}
    />
  );
}
