// Adding a client who is not in the list yet: the same fields and rules as the invoice's client. The client is
// kept with the invoice (the demo has no client book), so the drawer only hands the new client to the form.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceClient } from '@live-agent/contracts';
import { FormDrawer } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useClientRules } from '../invoice.rules';

const EMPTY: InvoiceClient = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' };

export function ClientDrawer({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (client: InvoiceClient) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<InvoiceClient>();
  const rules = useClientRules();
  return (
    <FormDrawer<InvoiceClient>
      title={t('invoice.clientDrawer.title')}
      open={open}
      form={form}
      saving={false}
      onClose={onClose}
      initialValues={EMPTY}
      testId="client-drawer"
      onSubmit={(values) =>
        onAdd({
          ...EMPTY,
          ...Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value ?? '').trim()])),
        })
      }
    >
      <Form.Item name="name" label={t('invoice.clientDrawer.name')} rules={rules.name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="company" label={t('invoice.clientDrawer.company')} rules={rules.company}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="companyEmail" label={t('invoice.clientDrawer.companyEmail')} rules={rules.companyEmail}>
        <Input type="email" className="la-invoice-ltr-input" autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('invoice.clientDrawer.address')} rules={rules.address}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="country" label={t('invoice.clientDrawer.country')} rules={rules.country}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="contact" label={t('invoice.clientDrawer.contact')} rules={rules.contact}>
        <Input type="tel" className="la-invoice-ltr-input" autoComplete="off" />
      </Form.Item>
    </FormDrawer>
  );
}
