import { Badge, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function BadgeStatus() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Badge status="success" text={t('uiShowcase.badges.online')} />
        <Badge status="processing" text={t('uiShowcase.badges.busy')} />
        <Badge status="warning" text={t('uiShowcase.badges.away')} />
        <Badge status="error" text={t('uiShowcase.badges.offline')} />
        <Badge status="default" text={t('uiShowcase.badges.invisible')} />
      </Flex>
      {/* A deep indigo that antd's white ribbon text reads on in both skins. */}
      <Badge.Ribbon text={t('uiShowcase.badges.new')} color="#3730a3">
        <Card size="small">{t('uiShowcase.badges.ribbonCard')}</Card>
      </Badge.Ribbon>
    </Flex>
  );
}
