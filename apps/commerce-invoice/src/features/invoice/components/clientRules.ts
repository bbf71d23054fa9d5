// The client's rules, as the server holds them (docs/demo-api.md, Invoices), for the invoice form and the new
// client drawer alike.
import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE_LIMITS } from '@live-agent/contracts';
import { useFormRules, type FormRules, type Translate } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

/** The rules with messages from `t` (this remote's namespace) and ui-kit's `shared` rules. */
export function clientRules(t: Translate, shared: FormRules) {
  const max = (limit: number): FormRule => ({ max: limit, message: t('invoice.form.maxLength', { max: limit }) });
  return {
    name: [
      { required: true, whitespace: true, message: t('invoice.form.required') },
      max(INVOICE_LIMITS.name),
    ] as FormRule[],
    company: [max(INVOICE_LIMITS.company)],
    companyEmail: shared.email,
    address: [max(INVOICE_LIMITS.address)],
    country: [max(INVOICE_LIMITS.country)],
    contact: [max(INVOICE_LIMITS.contact)],
  };
}

/** clientRules() in the current language. */
export function useClientRules() {
  const { t } = useTranslation(NAMESPACE);
  const shared = useFormRules();
  return useMemo(() => clientRules(t, shared), [t, shared]);
}
