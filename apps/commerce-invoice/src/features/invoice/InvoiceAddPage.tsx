// A new invoice: a blank form, or, from the list's Duplicate (`?from=<id>`), a copy of that invoice issued today
// and due in 30 days. A copy of an unknown invoice shows Not Found.
import { useMemo } from 'react';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { NotFoundPage, PageHeader, useEqualValue } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { INVOICE_LIST_PATH } from './invoice.format';
import { InvoiceForm, blankInvoice, toFormValues, type InvoiceFormValues } from './components/InvoiceForm';
import { useInvoiceDetail } from './useInvoiceDetail';
import { useInvoiceSave } from './useInvoiceSave';
import { InvoiceLoadFailed } from './components/InvoiceLoadFailed';
import './invoice.css';

function NewInvoiceForm({ initial }: { initial: InvoiceFormValues }) {
  const saving = useInvoiceSave();
  return <InvoiceForm initial={initial} save={saving} />;
}

function DuplicateForm({ from }: { from: string }) {
  const navigate = useNavigate();
  const detail = useInvoiceDetail(from);
  const { invoice } = detail;
  // Keyed by the invoice read: reading it again must not wipe a form being typed into.
  const read = useEqualValue(invoice);
  const initial = useMemo(
    () => (read ? { ...toFormValues(read), issuedDate: dayjs(), dueDate: dayjs().add(30, 'day') } : null),
    [read],
  );
  if (detail.missing) return <NotFoundPage onHome={() => navigate(INVOICE_LIST_PATH)} />;
  if (detail.failed) {
    return <InvoiceLoadFailed detail={detail} />;
  }
  return initial ? (
    <NewInvoiceForm initial={initial} />
  ) : (
    <Card>
      <Skeleton active paragraph={{ rows: 12 }} />
    </Card>
  );
}

function InvoiceAddPage() {
  const { t } = useTranslation(NAMESPACE);
  const [search] = useSearchParams();
  const from = search.get('from')?.trim() ?? '';
  const blank = useMemo(() => blankInvoice(), []);
  return (
    <>
      <PageHeader title={t('invoice.form.addTitle')} subtitle={t('invoice.form.subtitle')} />
      {from ? <DuplicateForm from={from} /> : <NewInvoiceForm initial={blank} />}
    </>
  );
}

export default InvoiceAddPage;
