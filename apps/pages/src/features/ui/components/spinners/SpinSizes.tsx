import { Flex, Spin } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function SpinSizes() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex gap={24} align="center" wrap>
      <Spin size="small" />
      <Spin />
      <Spin size="large" />
      <Spin indicator={<LoadingOutlined spin style={{ fontSize: 32 }} />} />
      <Spin description={t('uiShowcase.common.loading')}>
        <div style={{ inlineSize: 120, blockSize: 48 }} />
      </Spin>
    </Flex>
  );
}
