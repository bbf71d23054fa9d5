import { memo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

/** Active (green) or Inactive (grey); `labels` switches to Enabled / Disabled. */
export const ActiveTag = memo(function ActiveTag({
  active,
  labels = 'active',
}: {
  active: boolean;
  labels?: 'active' | 'enabled';
}) {
  const { t } = useTranslation(UI_NAMESPACE);
  const text =
    labels === 'enabled'
      ? t(active ? 'activity.enabled' : 'activity.disabled')
      : t(active ? 'activity.active' : 'activity.inactive');
  return (
    <Tag color={active ? 'green' : 'default'} variant="filled">
      {text}
    </Tag>
  );
});
