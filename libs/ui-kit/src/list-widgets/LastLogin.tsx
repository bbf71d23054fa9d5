// When someone last signed in: relative ("3 hours ago") in the current language, the full date and time on hover.
// The product's one relative-time formatter (useFormat().relative, Intl's own words and order per language), isolated
// with dir="auto" so a right-to-left layout never moves the number to the other end ("hours ago 3").
import { memo } from 'react';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { NO_VALUE } from '../format/format';
import { useFormat } from '../format/FormatProvider';

export const LastLogin = memo(function LastLogin({ value }: { value: string | null }) {
  const { t } = useTranslation(UI_NAMESPACE);
  const format = useFormat();
  if (!value) return <Typography.Text type="secondary">{t('lastLogin.never')}</Typography.Text>;
  if (Number.isNaN(Date.parse(value))) return <Typography.Text type="secondary">{NO_VALUE}</Typography.Text>;
  return (
    <Tooltip title={format.dateTime(value)}>
      <time dateTime={value} dir="auto">
        {format.relative(value, Date.now())}
      </time>
    </Tooltip>
  );
});
