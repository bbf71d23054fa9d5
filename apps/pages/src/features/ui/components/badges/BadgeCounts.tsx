import { Badge, Button, Flex } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

// The count's text takes the page's background colour: white on the light skin's red, near-black on the dark's.
const COUNT = { indicator: { color: 'var(--ant-color-bg-container)' } };
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

export default function BadgeCounts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex gap={24} align="center" wrap>
      <Badge count={4} styles={COUNT}>
        <Button icon={<BellOutlined />} aria-label={t('uiShowcase.badges.notifications', { count: 4 })} />
      </Badge>
      <Badge count={120} overflowCount={99} styles={COUNT}>
        <Button>{t('uiShowcase.badges.inbox')}</Button>
      </Badge>
      <Badge count={0} showZero styles={{ indicator: TINT }}>
        <Button>{t('uiShowcase.badges.drafts')}</Button>
      </Badge>
      <Badge dot>
        <Button>{t('uiShowcase.badges.updates')}</Button>
      </Badge>
    </Flex>
  );
}
