import { Avatar, Button, Card, Skeleton } from 'antd';
import { EditOutlined, SettingOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

// Initials in the theme's primary tint: readable in the light and the dark skin.
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

// A cover drawn inline (nothing is loaded from the network); decorative, so it has no alternative text.
const COVER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" fill="#4f46e5"/>' +
      '<circle cx="240" cy="20" r="60" fill="#6366f1"/><circle cx="40" cy="110" r="50" fill="#818cf8"/></svg>',
  );

export default function BasicCards() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="ui-cards-grid">
      <Card title={t('uiShowcase.cards.simple')} extra={<Button type="link">{t('uiShowcase.cards.more')}</Button>}>
        {t('uiShowcase.cards.simpleText')}
      </Card>
      <Card
        cover={<img alt="" src={COVER} style={{ blockSize: 100, objectFit: 'cover' }} />}
        actions={[
          <Button key="edit" type="text" icon={<EditOutlined />} aria-label={t('uiShowcase.common.edit')} />,
          <Button key="share" type="text" icon={<ShareAltOutlined />} aria-label={t('uiShowcase.cards.share')} />,
          <Button key="settings" type="text" icon={<SettingOutlined />} aria-label={t('uiShowcase.cards.settings')} />,
        ]}
      >
        <Card.Meta
          avatar={<Avatar style={TINT}>AM</Avatar>}
          title="Ana Martins"
          description={t('uiShowcase.cards.metaText')}
        />
      </Card>
      <Card variant="borderless" style={{ background: 'var(--ant-color-fill-quaternary)' }}>
        {t('uiShowcase.cards.borderless')}
      </Card>
      {/* A card whose content is on its way: a still skeleton in its place. */}
      <Card title={t('uiShowcase.common.loading')}>
        <Skeleton avatar paragraph={{ rows: 2 }} />
      </Card>
    </div>
  );
}
