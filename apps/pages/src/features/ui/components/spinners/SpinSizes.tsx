import { useState } from 'react';
import { Flex, Spin } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { LabelledSwitch } from '../../../../shared/showcase/LabelledSwitch';

export default function SpinSizes() {
  const { t } = useTranslation(NAMESPACE);
  // A spinner shows only while something loads: the switch stands in for the loading.
  const [loading, setLoading] = useState(false);
  return (
    <Flex vertical gap={16}>
      <LabelledSwitch label={t('uiShowcase.spinners.loading')} checked={loading} onChange={setLoading} />
      <Flex gap={24} align="center" wrap style={{ minBlockSize: 48 }}>
        <Spin size="small" spinning={loading} />
        <Spin spinning={loading} />
        <Spin size="large" spinning={loading} />
        <Spin spinning={loading} indicator={<LoadingOutlined spin style={{ fontSize: 32 }} />} />
        <Spin spinning={loading} description={t('uiShowcase.common.loading')}>
          <div style={{ inlineSize: 120, blockSize: 48 }} />
        </Spin>
      </Flex>
    </Flex>
  );
}
