import { useState } from 'react';
import { Alert, Flex, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function SpinContainer() {
  const { t } = useTranslation(NAMESPACE);
  const [loading, setLoading] = useState(false);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Switch id="spin-loading" checked={loading} onChange={setLoading} />
        <label htmlFor="spin-loading">{t('uiShowcase.spinners.loading')}</label>
      </Flex>
      {/* The content stays in place, dimmed, while it reloads. */}
      <Spin spinning={loading} description={t('uiShowcase.spinners.refreshing')}>
        <Alert type="info" title={t('uiShowcase.spinners.figures')} description={t('uiShowcase.spinners.text')} />
      </Spin>
    </Flex>
  );
}
