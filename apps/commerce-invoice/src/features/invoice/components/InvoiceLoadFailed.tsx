// What an invoice's screens (preview, edit, duplicate) show when the invoice could not be read: ui-kit's
// LoadFailedAlert in the invoice's words.
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export function InvoiceLoadFailed({ detail }: { detail: { error?: string[] | null; reload: () => void } }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LoadFailedAlert
      title={t('invoice.loadFailed')}
      lines={detail.error}
      onRetry={detail.reload}
      retryLabel={t('invoice.retry')}
    />
  );
}
