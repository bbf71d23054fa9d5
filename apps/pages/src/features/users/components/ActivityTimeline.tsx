// The user's recent activity, newest first, with times in the organisation's zone.
import { Card, Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserActivity, UserActivityKind } from '@live-agent/contracts';
import { useFormat } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

const COLORS: Record<UserActivityKind, string> = {
  signedIn: 'blue',
  planChanged: 'green',
  profileUpdated: 'gray',
  invoicePaid: 'green',
  passwordChanged: 'red',
};

export function ActivityTimeline({ activity }: { activity: UserActivity[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <Card title={t('users.activity.title')} data-testid="activity">
      {activity.length === 0 ? (
        <Empty description={t('users.activity.none')} />
      ) : (
        <Timeline
          items={activity.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            color: COLORS[entry.kind],
            title: format.dateTime(entry.at),
            content: t(`users.activity.kinds.${entry.kind}`),
          }))}
        />
      )}
    </Card>
  );
}
