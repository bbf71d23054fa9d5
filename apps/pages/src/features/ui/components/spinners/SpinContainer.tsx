import { useState } from 'react';
import { Alert, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LabelledSwitch } from '../../../../shared/showcase/LabelledSwitch';

export default function SpinContainer() {
  const { t } = useTranslation(NAMESPACE);
  const [loading, setLoading] = useState(false);
  return (
    <Flex vertical gap={12}>
      <LabelledSwitch label={t('uiShowcase.spinners.loading')} checked={loading} onChange={setLoading} />
      {/* The content stays in place, dimmed, while it reloads. */}
      <Spin spinning={loading} description={t('uiShowcase.spinners.refreshing')}>
        <Alert type="info" title={t('uiShowcase.spinners.figures')} description={t('uiShowcase.spinners.text')} />
      </Spin>
    </Flex>
  );
}
