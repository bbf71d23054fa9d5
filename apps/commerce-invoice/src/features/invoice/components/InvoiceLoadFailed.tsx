// What an invoice's screens (preview, edit, duplicate) show when the invoice could not be read: why, and Retry.
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export function InvoiceLoadFailed({ detail }: { detail: { error?: string[] | null; reload: () => void } }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={t('invoice.loadFailed')}
      description={detail.error?.join(' ')}
      action={
        <Button icon={<ReloadOutlined />} onClick={detail.reload}>
          {t('invoice.retry')}
        </Button>
      }
    />
  );
}
