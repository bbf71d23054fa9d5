// One invoice as a document, with what can be done with it: Send (a drawer), Download as PDF and Print (the
// browser's print dialog under the print stylesheet, which shows the invoice alone: docs/demo-api.md, Invoices),
// Edit, and Add payment (a drawer, checked against the balance). `?print=1` (the list's Download) opens the print
// dialog once the invoice is on screen. An unknown id shows Not Found.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import {
  ArrowLeftOutlined,
  DollarOutlined,
  EditOutlined,
  FilePdfOutlined,
  PrinterOutlined,
  ReloadOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { withInjected } from '@live-agent/store';
import { NotFoundPage, PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import {
  invoiceDetailFeature,
  invoiceFeature,
  resetAction,
  submitAction,
  type InvoiceActionKind,
  invoiceIssuerFeature,
} from './invoice.feature';
import { INVOICE_LIST_PATH, balanceOf, editPath } from './invoice.format';
import { useInvoiceDetail } from './useInvoiceDetail';
import { InvoiceDocument } from './components/InvoiceDocument';
import { PaymentDrawer } from './components/PaymentDrawer';
import { SendDrawer } from './components/SendDrawer';
import './invoice.css';

function InvoicePreviewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const detail = useInvoiceDetail(id);
  const { invoice, paymentDetails } = detail;
  const { action } = useSelector(invoiceFeature.selectState);
  const [drawer, setDrawer] = useState<InvoiceActionKind | null>(null);

  // A request that went through closes its drawer.
  const seenDone = useRef(action.done);
  useEffect(() => {
    if (action.done !== seenDone.current) setDrawer(null);
    seenDone.current = action.done;
  }, [action.done]);

  // The print stylesheet applies while this page is open (invoice.css).
  useEffect(() => {
    document.body.classList.add('la-invoice-print-scope');
    return () => document.body.classList.remove('la-invoice-print-scope');
  }, []);

  const open = (kind: InvoiceActionKind) => {
    dispatch(resetAction());
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
  const errorsFor = (kind: InvoiceActionKind) => (action.kind === kind ? action.fieldErrors : null);

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
            saving={action.kind === 'send' && action.saving}
            fieldErrors={errorsFor('send')}
            onClose={() => setDrawer(null)}
            onSubmit={(values) => dispatch(submitAction({ kind: 'send', id: invoice.id, values }))}
          />
          <PaymentDrawer
            open={drawer === 'payment'}
            balance={balance}
            saving={action.kind === 'payment' && action.saving}
            fieldErrors={errorsFor('payment')}
            onClose={() => setDrawer(null)}
            onSubmit={(values) => dispatch(submitAction({ kind: 'payment', id: invoice.id, values }))}
          />
        </>
      ) : null}
    </>
  );
}

export default withInjected(InvoicePreviewPage, invoiceFeature, invoiceDetailFeature, invoiceIssuerFeature);
