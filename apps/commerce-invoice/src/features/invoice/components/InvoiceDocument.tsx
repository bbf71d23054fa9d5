// The invoice as a document: the issuer (the organisation's name and logo, from the product API; the organisation has
// no address or contact fields to show: docs/demo-api.md, Organization), the client, the days, the lines with their
// amounts, the subtotal, discount, tax and total, the note and the payment details. The preview shows it, the add and
// edit forms preview it before saving, and the print stylesheet (invoice.css) prints it alone. Every text from the
// data is shown as text (React escapes it), never as markup.
import { useRef } from 'react';
import { Divider, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoicePaymentDetails } from '@live-agent/contracts';
import { useTableAccessibility } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useInvoiceIssuerQuery } from '../../../api';
import { useInvoiceFormat } from '../invoice.format';
import { StatusTag } from './StatusMark';

/** What the document needs: a saved invoice, or the figures of a form being filled in. */
export type DocumentInvoice = Pick<
  Invoice,
  | 'client'
  | 'issuedDate'
  | 'dueDate'
  | 'items'
  | 'subtotal'
  | 'discountPercent'
  | 'discount'
  | 'taxPercent'
  | 'tax'
  | 'total'
  | 'note'
  | 'salesperson'
  | 'service'
> & {
  id?: number;
  invoiceStatus?: Invoice['invoiceStatus'];
  balance?: Invoice['balance'];
  payments?: Invoice['payments'];
};

export function InvoiceDocument({
  invoice,
  paymentDetails,
}: {
  invoice: DocumentInvoice;
  paymentDetails?: InvoicePaymentDetails;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useInvoiceFormat();
  const { client } = invoice;
  const percent = (value: number) => format.percent(value);
  // The lines scroll inside the sheet on a narrow screen: that region takes focus, so the keyboard can scroll it.
  const sheet = useRef<HTMLElement>(null);
  useTableAccessibility(sheet, t('invoice.form.items'));
  // The organisation issues every invoice. Its name and logo are read again whenever a document opens: General
  // Settings may have changed them since, and its save reaches its own entry and the shell's navbar, not this one
  // (apps/live-agent/src/api/resources.ts); the slice would otherwise show the kept answer for a minute.
  const issuer = useInvoiceIssuerQuery(undefined, { refetchOnMountOrArgChange: true }).data?.row;

  return (
    <article
      ref={sheet}
      className="la-invoice-document"
      aria-label={invoice.id ? t('invoice.document.label', { id: invoice.id }) : undefined}
    >
      <Flex justify="space-between" wrap gap={16}>
        <div role="group" aria-label={t('invoice.document.issuedBy')} className="la-invoice-issuer">
          {issuer?.image ? <img src={issuer.image} alt="" className="la-invoice-logo" /> : null}
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {issuer?.name ?? ''}
          </Typography.Title>
        </div>
        <div className="la-invoice-heading">
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {invoice.id ? t('invoice.document.number', { id: invoice.id }) : t('invoice.form.addTitle')}
          </Typography.Title>
          {invoice.invoiceStatus ? <StatusTag status={invoice.invoiceStatus} /> : null}
          <dl className="la-invoice-facts">
            <dt>{t('invoice.document.issued')}</dt>
            <dd>{invoice.issuedDate ? format.day(invoice.issuedDate) : '—'}</dd>
            <dt>{t('invoice.document.due')}</dt>
            <dd>{invoice.dueDate ? format.day(invoice.dueDate) : '—'}</dd>
          </dl>
        </div>
      </Flex>
      <Divider />
      <Flex justify="space-between" wrap gap={16}>
        <div className="la-invoice-party">
          <Typography.Text strong>{t('invoice.document.to')}</Typography.Text>
          <div>{client.name}</div>
          {client.company ? <div>{client.company}</div> : null}
          {client.address ? (
            <div>
              <bdi>{client.address}</bdi>
            </div>
          ) : null}
          {client.country ? <div>{client.country}</div> : null}
          {client.contact ? (
            <div dir="ltr" className="la-invoice-ltr">
              {client.contact}
            </div>
          ) : null}
          {client.companyEmail ? (
            <div dir="ltr" className="la-invoice-ltr">
              {client.companyEmail}
            </div>
          ) : null}
        </div>
        {paymentDetails ? (
          <div className="la-invoice-party">
            <Typography.Text strong>{t('invoice.document.paymentDetails')}</Typography.Text>
            <dl className="la-invoice-facts">
              <dt>{t('invoice.document.totalDue')}</dt>
              <dd>{format.money(Number(paymentDetails.totalDue))}</dd>
              <dt>{t('invoice.document.bankName')}</dt>
              <dd>{paymentDetails.bankName}</dd>
              <dt>{t('invoice.document.country')}</dt>
              <dd>{paymentDetails.country}</dd>
              <dt>{t('invoice.document.iban')}</dt>
              <dd dir="ltr" className="la-invoice-ltr">
                {paymentDetails.iban}
              </dd>
              <dt>{t('invoice.document.swiftCode')}</dt>
              <dd dir="ltr" className="la-invoice-ltr">
                {paymentDetails.swiftCode}
              </dd>
            </dl>
          </div>
        ) : null}
      </Flex>
      <Divider />
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={invoice.items.map((item, index) => ({ ...item, key: index }))}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('invoice.document.noLines') }}
        columns={[
          {
            key: 'item',
            title: t('invoice.document.item'),
            render: (_, item) => (
              <>
                <Typography.Text strong>{item.name}</Typography.Text>
                {item.description ? (
                  <div className="la-invoice-muted">
                    <bdi>{item.description}</bdi>
                  </div>
                ) : null}
              </>
            ),
          },
          {
            key: 'cost',
            title: t('invoice.document.cost'),
            align: 'right',
            render: (_, item) => format.money(item.cost),
          },
          {
            key: 'quantity',
            title: t('invoice.document.quantity'),
            align: 'right',
            render: (_, item) => item.quantity,
          },
          {
            key: 'amount',
            title: t('invoice.document.amount'),
            align: 'right',
            render: (_, item) => format.money(item.cost * item.quantity),
          },
        ]}
      />
      <Flex justify="space-between" wrap gap={16} style={{ marginTop: 16 }}>
        <div>
          {invoice.salesperson ? (
            <div>
              {/* A label and its value read as one line in either direction (and so does each payment's). */}
              <bdi>
                <Typography.Text strong>{t('invoice.document.salesperson')}:</Typography.Text> {invoice.salesperson}
              </bdi>
            </div>
          ) : null}
          <div className="la-invoice-muted">{t('invoice.document.thanks')}</div>
        </div>
        <dl className="la-invoice-totals" data-testid="invoice-totals">
          <dt>{t('invoice.document.subtotal')}</dt>
          <dd data-testid="total-subtotal">{format.money(invoice.subtotal)}</dd>
          <dt>{t('invoice.document.discount', { percent: percent(invoice.discountPercent) })}</dt>
          <dd data-testid="total-discount">{format.money(invoice.discount)}</dd>
          <dt>{t('invoice.document.tax', { percent: percent(invoice.taxPercent) })}</dt>
          <dd data-testid="total-tax">{format.money(invoice.tax)}</dd>
          <dt className="la-invoice-grand">{t('invoice.document.total')}</dt>
          <dd className="la-invoice-grand" data-testid="total-total">
            {format.money(invoice.total)}
          </dd>
          {invoice.balance !== undefined ? (
            <>
              <dt>{t('invoice.document.balance')}</dt>
              <dd data-testid="total-balance">{format.money(invoice.balance === 0 ? 0 : Number(invoice.balance))}</dd>
            </>
          ) : null}
        </dl>
      </Flex>
      {invoice.payments?.length ? (
        <>
          <Divider />
          <Typography.Text strong>{t('invoice.document.payments')}</Typography.Text>
          <ul className="la-invoice-payments">
            {invoice.payments.map((payment) => (
              <li key={payment.id}>
                <bdi>
                  {format.day(payment.date)} · {t(`invoice.payment.methods.${payment.method}`)} ·{' '}
                  {format.money(payment.amount)}
                  {payment.note ? ` · ${payment.note}` : ''}
                </bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {invoice.note ? (
        <>
          <Divider />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, unicodeBidi: 'plaintext' }}>
            <Typography.Text strong>{t('invoice.document.note')}:</Typography.Text> {invoice.note}
          </Typography.Paragraph>
        </>
      ) : null}
    </article>
  );
}
