// One invoice as a document, with what can be done with it: Send (a drawer), Download as PDF and Print (the
// browser's print dialog under the print stylesheet, which shows the invoice alone: docs/demo-api.md, Invoices),
// Edit, and Add payment (a drawer, checked against the balance). `?print=1` (the list's Download) opens the print
// dialog once the invoice is on screen. An unknown id shows Not Found.
import { useEffect, useState } from 'react';
import { Button, Card, Flex, Skeleton } from 'antd';
import {
  ArrowLeftOutlined,
  DollarOutlined,
  EditOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage, PageHeader, toast, useSearchWriter } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useInvoicePaymentMutation, useSendInvoiceMutation } from '../../api';
import { commerceT } from '../../feedback';
import { refusedFields } from './useInvoiceSave';
import { INVOICE_LIST_PATH, balanceOf, editPath } from './invoice.format';
import { useInvoiceDetail } from './useInvoiceDetail';
import { InvoiceDocument } from './components/InvoiceDocument';
import { PaymentDrawer } from './components/PaymentDrawer';
import { SendDrawer } from './components/SendDrawer';
import { InvoiceLoadFailed } from './components/InvoiceLoadFailed';
import './invoice.css';

type InvoiceActionKind = 'payment' | 'send';

function InvoicePreviewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchWriter();
  const detail = useInvoiceDetail(id);
  const { invoice, paymentDetails } = detail;
  const [drawer, setDrawer] = useState<InvoiceActionKind | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]> | null>(null);
  const [pay, payment] = useInvoicePaymentMutation();
  const [send, sending] = useSendInvoiceMutation();

  // A request that went through closes its drawer (the invoice and the list are read again: api.ts); a 422 lands
  // under the drawer's fields.
  const submit = async (kind: InvoiceActionKind, request: () => Promise<unknown>) => {
    setFieldErrors(null);
    try {
      await request();
      setDrawer(null);
      toast.success(commerceT(kind === 'payment' ? 'invoice.toast.paid' : 'invoice.toast.sent'));
    } catch (error) {
      setFieldErrors(refusedFields(error));
    }
  };

  // The print stylesheet applies while this page is open (invoice.css).
  useEffect(() => {
    document.body.classList.add('la-invoice-print-scope');
    return () => document.body.classList.remove('la-invoice-print-scope');
  }, []);

  const open = (kind: InvoiceActionKind) => {
    setFieldErrors(null);
    setDrawer(kind);
  };

  // The list's Download: print once the invoice is on screen, then forget the request (a reload must not print again).
  const printWanted = search.get('print') === '1';
  useEffect(() => {
    if (!printWanted || !invoice) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('print');
        return next;
      },
      { replace: true },
    );
    window.print();
  }, [printWanted, invoice, setSearch]);

  if (detail.missing) return <NotFoundPage onHome={() => navigate(INVOICE_LIST_PATH)} />;

  const balance = invoice ? balanceOf(invoice) : 0;
  const errorsFor = (kind: InvoiceActionKind) => (drawer === kind ? fieldErrors : null);

  return (
    <>
      <div className="la-invoice-chrome">
        <PageHeader title={invoice ? t('invoice.document.number', { id: invoice.id }) : t('screens.invoicePreview')} />
        <Flex gap={8} wrap className="la-invoice-actions" style={{ marginBottom: 16 }}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(INVOICE_LIST_PATH)}>
            {t('invoice.backToList')}
          </Button>
          <Button type="primary" icon={<SendOutlined />} disabled={!invoice} onClick={() => open('send')}>
            {t('invoice.actions.send')}
          </Button>
          <Button icon={<FilePdfOutlined />} disabled={!invoice} onClick={() => window.print()}>
            {t('invoice.actions.pdf')}
          </Button>
          <Button icon={<PrinterOutlined />} disabled={!invoice} onClick={() => window.print()}>
            {t('invoice.actions.print')}
          </Button>
          <Button icon={<EditOutlined />} disabled={!invoice} onClick={() => navigate(editPath(id))}>
            {t('invoice.actions.edit')}
          </Button>
          <Button icon={<DollarOutlined />} disabled={!invoice || balance <= 0} onClick={() => open('payment')}>
            {t('invoice.actions.addPayment')}
          </Button>
        </Flex>
      </div>
      {detail.failed ? (
        <InvoiceLoadFailed detail={detail} />
      ) : detail.pending && !invoice ? (
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      ) : invoice ? (
        <Card className="la-invoice-sheet">
          <InvoiceDocument invoice={invoice} paymentDetails={paymentDetails ?? undefined} />
        </Card>
      ) : null}
      {invoice ? (
        <>
          <SendDrawer
            open={drawer === 'send'}
            invoice={invoice}
            saving={sending.isLoading}
            fieldErrors={errorsFor('send')}
            onClose={() => setDrawer(null)}
            onSubmit={(values) => submit('send', () => send({ id: invoice.id, values }).unwrap())}
          />
          <PaymentDrawer
            open={drawer === 'payment'}
            balance={balance}
            saving={payment.isLoading}
            fieldErrors={errorsFor('payment')}
            onClose={() => setDrawer(null)}
            onSubmit={(values) => submit('payment', () => pay({ id: invoice.id, values }).unwrap())}
          />
        </>
      ) : null}
    </>
  );
}

export default InvoicePreviewPage;
