import { Timeline } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

// Fixed instants, so the example reads the same every day.
const AT = ['2026-03-02T09:12:00Z', '2026-03-02T09:15:00Z', '2026-03-02T09:31:00Z'];

export default function TimelineBasic() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <Timeline
      items={[
        { color: 'green', title: format.dateTime(AT[0]), content: t('uiShowcase.timeline.started') },
        { color: 'blue', title: format.dateTime(AT[1]), content: t('uiShowcase.timeline.assigned') },
        { color: 'red', title: format.dateTime(AT[2]), content: t('uiShowcase.timeline.escalated') },
        { icon: <ClockCircleOutlined />, content: t('uiShowcase.timeline.waiting'), loading: true },
      ]}
    />
  );
}
