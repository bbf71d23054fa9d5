import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function AlertActions() {
  const { t } = useTranslation(NAMESPACE);
  const [shown, setShown] = useState(true);
  return (
    <Flex vertical gap={8} align="start">
      {shown ? (
        <Alert
          type="info"
          showIcon
          title={t('uiShowcase.alerts.update')}
          action={<Button size="small">{t('uiShowcase.common.details')}</Button>}
          closable={{ 'aria-label': t('uiShowcase.common.dismiss'), onClose: () => setShown(false) }}
          style={{ inlineSize: '100%' }}
        />
      ) : (
        <Button onClick={() => setShown(true)}>{t('uiShowcase.alerts.showAgain')}</Button>
      )}
      <Alert banner title={t('uiShowcase.alerts.banner')} style={{ inlineSize: '100%' }} />
    </Flex>
  );
}
