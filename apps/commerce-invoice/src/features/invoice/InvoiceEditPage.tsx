// Editing one invoice (by the :id of the path): the invoice form filled with what the server holds; an unknown id
// shows Not Found.
import { useMemo } from 'react';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage, PageHeader, useEqualValue } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { INVOICE_LIST_PATH } from './invoice.format';
import { InvoiceForm, toFormValues } from './components/InvoiceForm';
import { useInvoiceDetail } from './useInvoiceDetail';
import { useInvoiceSave } from './useInvoiceSave';
import { InvoiceLoadFailed } from './components/InvoiceLoadFailed';
import './invoice.css';

function InvoiceEditPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = useInvoiceDetail(id);
  const { invoice } = detail;
  const saving = useInvoiceSave(invoice?.id);
  // Keyed by the invoice read: reading it again after a save must not wipe a form being typed into.
  const read = useEqualValue(invoice);
  const initial = useMemo(() => (read ? toFormValues(read) : null), [read]);

  if (detail.missing) return <NotFoundPage onHome={() => navigate(INVOICE_LIST_PATH)} />;

  return (
    <>
      <PageHeader
        title={invoice ? t('invoice.form.editTitle', { id: invoice.id }) : t('screens.invoiceEdit')}
        subtitle={t('invoice.form.subtitle')}
      />
      {detail.failed ? (
        <InvoiceLoadFailed detail={detail} />
      ) : !initial || !invoice ? (
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      ) : (
        <InvoiceForm id={invoice.id} initial={initial} save={saving} />
      )}
    </>
  );
}

export default InvoiceEditPage;
