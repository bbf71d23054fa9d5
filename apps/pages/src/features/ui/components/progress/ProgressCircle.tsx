import { useState } from 'react';
import { Button, Flex, Progress } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function ProgressCircle() {
  const { t } = useTranslation(NAMESPACE);
  const [percent, setPercent] = useState(40);
  const change = (by: number) => setPercent((value) => Math.min(100, Math.max(0, value + by)));
  return (
    <Flex vertical gap={16}>
      <Flex gap={24} wrap align="center">
        <Progress type="circle" percent={percent} aria-label={t('uiShowcase.progress.target')} />
        <Progress type="dashboard" percent={percent} aria-label={t('uiShowcase.progress.satisfaction')} />
        <Progress type="circle" percent={percent} size={48} aria-label={t('uiShowcase.progress.small')} />
      </Flex>
      <Flex gap={8}>
        <Button icon={<MinusOutlined />} aria-label={t('uiShowcase.progress.less')} onClick={() => change(-10)} />
        <Button icon={<PlusOutlined />} aria-label={t('uiShowcase.progress.more')} onClick={() => change(10)} />
      </Flex>
    </Flex>
  );
}
