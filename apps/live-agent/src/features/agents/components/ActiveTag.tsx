import { memo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/** Active (green) or Inactive (grey); `labels` switches to Enabled / Disabled. */
export const ActiveTag = memo(function ActiveTag({ active, labels = 'active' }: { active: boolean; labels?: 'active' | 'enabled' }) {
  const { t } = useTranslation(NAMESPACE);
  const text = labels === 'enabled' ? t(active ? 'common.enabled' : 'common.disabled') : t(active ? 'common.active' : 'common.inactive');
  return <Tag color={active ? 'green' : 'default'} variant="filled">{text}</Tag>;
});
