// Sending an invoice: from, to, subject and message, prefilled from the invoice and checked here and by the
// server (whose 422 lands under its field). The demo e-mails nothing; the invoice is marked Sent.
import { useMemo, useState } from 'react';
import { Form, Input, Tag } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceSendInput } from '@live-agent/contracts';
import { FormDrawer, useFormRules, type EditDrawerProps } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useInvoiceFormat } from '../invoice.format';
import { sendRules } from '../invoice.rules';

/** Who the demo's invoices come from. */
export const BILLING_ADDRESS = 'billing@liveagent.test';

export function SendDrawer({ invoice, ...drawer }: EditDrawerProps<InvoiceSendInput> & { invoice: Invoice }) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<InvoiceSendInput>();
  const formRules = useFormRules();
  const rules = useMemo(() => sendRules(formRules), [formRules]);
  const money = useInvoiceFormat().money;
  const prefilled = (): InvoiceSendInput => ({
    from: BILLING_ADDRESS,
    to: invoice.client.companyEmail,
    subject: t('invoice.send.defaultSubject', { id: invoice.id }),
    message: t('invoice.send.defaultMessage', {
      name: invoice.client.name,
      id: invoice.id,
      total: money(invoice.total),
    }),
  });
  // Prefilled at each opening, in the language of that moment: a switch while it is open keeps what is typed.
  const [initialValues, setInitialValues] = useState(prefilled);
  const opening = drawer.open ? invoice.id : null;
  const [openedFor, setOpenedFor] = useState(opening);
  if (opening !== openedFor) {
    setOpenedFor(opening);
    if (opening !== null) setInitialValues(prefilled());
  }

  return (
    <FormDrawer<InvoiceSendInput>
      title={t('invoice.send.title')}
      {...drawer}
      form={form}
      initialValues={initialValues}
      testId="send-drawer"
    >
      <Form.Item name="from" label={t('invoice.send.from')} rules={rules.from}>
        <Input type="email" className="la-invoice-ltr-input" />
      </Form.Item>
      <Form.Item name="to" label={t('invoice.send.to')} rules={rules.to}>
        <Input type="email" className="la-invoice-ltr-input" />
      </Form.Item>
      <Form.Item name="subject" label={t('invoice.send.subject')} rules={rules.subject}>
        <Input />
      </Form.Item>
      <Form.Item name="message" label={t('invoice.send.message')} rules={rules.message}>
        <Input.TextArea rows={8} />
      </Form.Item>
      <Tag icon={<PaperClipOutlined />}>{t('invoice.send.attachment')}</Tag>
    </FormDrawer>
  );
}
