// Adding a client who is not in the list yet: the same fields and rules as the invoice's client. The client is
// kept with the invoice (the demo has no client book), so the drawer only hands the new client to the form.
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceClient } from '@live-agent/contracts';
import { FormDrawer } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { TextFields } from '../../../shared/TextFields';
import { CLIENT_INPUTS } from './clientInputs';
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
      <TextFields labels="invoice.clientDrawer" rules={rules} fields={CLIENT_INPUTS} />
    </FormDrawer>
  );
}
