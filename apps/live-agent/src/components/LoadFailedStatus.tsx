// A settings screen whose record could not be read (the general settings, the working times): the remote's "could
// not be loaded" and Retry, as a status page in place of the form, so both screens fail alike.
import { Button } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';

export function LoadFailedStatus({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StatusPage
      tone="warning"
      icon={<WarningOutlined />}
      title={t('common.loadFailed')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
