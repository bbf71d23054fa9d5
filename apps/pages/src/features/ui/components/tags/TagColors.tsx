import { Flex, Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

const PRESETS = ['magenta', 'red', 'volcano', 'orange', 'gold', 'green', 'cyan', 'blue', 'geekblue', 'purple'];

export default function TagColors() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={12}>
      <Flex gap={4} wrap>
        {PRESETS.map((color) => (
          <Tag key={color} color={color}>
            {color}
          </Tag>
        ))}
      </Flex>
      <Flex gap={4} wrap>
        <Tag icon={<CheckCircleOutlined />} color="success">
          {t('uiShowcase.tags.resolved')}
        </Tag>
        <Tag icon={<SyncOutlined spin />} color="blue">
          {t('uiShowcase.tags.open')}
        </Tag>
        <Tag icon={<ClockCircleOutlined />} color="warning">
          {t('uiShowcase.tags.waiting')}
        </Tag>
        <Tag icon={<CloseCircleOutlined />} color="error">
          {t('uiShowcase.tags.failed')}
        </Tag>
        <Tag variant="outlined">{t('uiShowcase.tags.plain')}</Tag>
      </Flex>
    </Flex>
  );
}
