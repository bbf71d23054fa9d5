import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function AlertTypes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={8}>
      <Alert type="success" showIcon title={t('uiShowcase.alerts.saved')} />
      <Alert type="info" showIcon title={t('uiShowcase.alerts.info')} />
      <Alert type="warning" showIcon title={t('uiShowcase.alerts.warning')} />
      <Alert
        type="error"
        showIcon
        title={t('uiShowcase.alerts.error')}
        description={t('uiShowcase.alerts.errorDetail')}
      />
    </Flex>
  );
}
