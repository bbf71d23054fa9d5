import { Badge, Button, Flex } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function BadgeCounts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex gap={24} align="center" wrap>
      <Badge count={4}>
        <Button icon={<BellOutlined />} aria-label={t('uiShowcase.badges.notifications', { count: 4 })} />
      </Badge>
      <Badge count={120} overflowCount={99}>
        <Button>{t('uiShowcase.badges.inbox')}</Button>
      </Badge>
      <Badge count={0} showZero color="var(--ant-color-text-secondary)">
        <Button>{t('uiShowcase.badges.drafts')}</Button>
      </Badge>
      <Badge dot>
        <Button>{t('uiShowcase.badges.updates')}</Button>
      </Badge>
    </Flex>
  );
}
