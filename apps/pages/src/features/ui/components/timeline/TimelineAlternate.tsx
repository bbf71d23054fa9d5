import { Timeline } from 'antd';
import { CheckCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function TimelineAlternate() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Timeline
      mode="alternate"
      items={[
        { content: t('uiShowcase.timeline.plan') },
        { content: t('uiShowcase.timeline.build'), color: 'gray' },
        { content: t('uiShowcase.timeline.test'), icon: <CheckCircleOutlined />, color: 'green' },
        { content: t('uiShowcase.timeline.launch'), icon: <RocketOutlined /> },
      ]}
    />
  );
}
