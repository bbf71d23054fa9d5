// When someone last signed in: relative ("3 hours ago") in the current language, the full date on hover.
import { memo } from 'react';
import { Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { NO_VALUE } from '../format/format';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

export const LastLogin = memo(function LastLogin({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation(UI_NAMESPACE);
  if (!value) return <Typography.Text type="secondary">{t('lastLogin.never')}</Typography.Text>;
  const when = dayjs(value).locale(i18n.language);
  if (!when.isValid()) return <Typography.Text type="secondary">{NO_VALUE}</Typography.Text>;
  return (
    <Tooltip title={when.format('LLL')}>
      <time dateTime={value}>{when.fromNow()}</time>
    </Tooltip>
  );
});
