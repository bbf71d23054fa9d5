// Recording a payment against an invoice: the amount (above zero, at most the balance: checked here and again by
// the server, by the same schema), the day, the method and a note. The amount and the day stay as typed (ui-kit's
// NumberField and DateField), refused by their fields when wrong, and the amount is sent as typed, so what was
// checked is what is recorded. The server's 422 lands under its field; the drawer closes once the payment went
// through.
import { useMemo } from 'react';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  INVOICE_PAYMENT_METHODS,
  moneyText,
  type InvoicePaymentInput,
  type InvoicePaymentMethod,
} from '@live-agent/contracts';
import { DateField, FormDrawer, NumberField, useFormRules, type EditDrawerProps } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useInvoiceFormat } from '../invoice.format';
import { paymentRules } from '../invoice.rules';

interface PaymentValues {
  /** The balance at first, then the text as typed. */
  amount: number | string | null;
  date: Dayjs | null;
  method: InvoicePaymentMethod;
  note: string;
}

export function PaymentDrawer({
  balance,
  onSubmit,
  ...drawer
}: EditDrawerProps<InvoicePaymentInput> & { balance: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<PaymentValues>();
  const format = useInvoiceFormat();
  const formRules = useFormRules();
  const rules = useMemo(() => paymentRules(formRules, balance), [formRules, balance]);
  const initialValues = useMemo<Partial<PaymentValues>>(
    () => ({ amount: moneyText(balance), date: dayjs(), method: 'bankTransfer', note: '' }),
    [balance],
  );
  const methods = INVOICE_PAYMENT_METHODS.map((value) => ({ value, label: t(`invoice.payment.methods.${value}`) }));

  return (
    <FormDrawer<PaymentValues>
      title={t('invoice.payment.title')}
      {...drawer}
      form={form}
      initialValues={initialValues}
      testId="payment-drawer"
      onSubmit={(values) =>
        onSubmit({
          amount: values.amount ?? '',
          date: (values.date ?? dayjs()).format('YYYY-MM-DD'),
          method: values.method,
          note: values.note ?? '',
        })
      }
    >
      <Typography.Paragraph>
        {t('invoice.payment.balance')}:{' '}
        <Typography.Text strong data-testid="payment-balance">
          {format.money(balance)}
        </Typography.Text>
      </Typography.Paragraph>
      <Form.Item name="amount" label={t('invoice.payment.amount')} rules={rules.amount}>
        <NumberField step={0.01} prefix="$" />
      </Form.Item>
      <Form.Item name="date" label={t('invoice.payment.date')} rules={rules.date}>
        <DateField style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="method" label={t('invoice.payment.method')} rules={rules.method}>
        <Select options={methods} />
      </Form.Item>
      <Form.Item name="note" label={t('invoice.payment.note')} rules={rules.note}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDrawer>
  );
}
