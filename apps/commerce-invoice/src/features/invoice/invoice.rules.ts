// The invoice screens' field rules: the invoice, payment and send schemas of @live-agent/contracts, which the server
// checks with (docs/demo-api.md, Invoices), so a mistake shows by its field as it is typed, in the server's words; the
// server's 422 still has the last word and lands on the same fields.
import { useMemo } from 'react';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  fieldOf,
  invoiceClientSchema,
  invoiceFieldsSchema,
  invoiceInputSchema,
  invoiceItemCountSchema,
  invoiceLineSchema,
  invoicePaymentSchema,
  invoiceSendSchema,
} from '@live-agent/contracts';
import { useFormRules, type FormRules } from '@live-agent/ui-kit';

/** A rule given as its object (schemaRules gives objects), as a rule render or a list's rules need one. */
type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;
type Validator = (rule: unknown, value: unknown) => Promise<void>;

/** A date picker's day as the API takes it ('YYYY-MM-DD'; '' for none). */
export const dayOf = (value: unknown): string => (value ? (value as Dayjs).format('YYYY-MM-DD') : '');

/** The client's rules, for the invoice form and the new client drawer alike. */
export function clientRules(rules: FormRules) {
  return rules.fields(invoiceClientSchema.shape, ['name', 'company', 'companyEmail', 'address', 'country', 'contact']);
}

/** clientRules() in the current language. */
export function useClientRules() {
  const rules = useFormRules();
  return useMemo(() => clientRules(rules), [rules]);
}

const DUE_DATE = fieldOf(invoiceInputSchema, 'dueDate');

/** The add and edit form's rules (the client's are clientRules). */
export function invoiceRules(rules: FormRules) {
  const invoice = invoiceFieldsSchema.shape;
  const line = invoiceLineSchema.shape;
  // The due day's own rules and its order after the issue day (a rule on the whole invoice naming the due day).
  const dueDate: FormRule = ({ getFieldValue }) =>
    rules.of(DUE_DATE, {
      toValue: (due) => ({ issuedDate: dayOf(getFieldValue('issuedDate')), dueDate: dayOf(due) }),
    })[0] as RuleObject;
  const [count] = rules.of(invoiceItemCountSchema) as { validator: Validator }[];
  return {
    issuedDate: rules.of(invoice.issuedDate, { toValue: dayOf }),
    dueDate: [dueDate],
    service: rules.of(invoice.service),
    // The list's count only: each line's fields show their own.
    items: [{ validator: count.validator }],
    itemName: rules.of(line.name),
    itemDescription: rules.of(line.description),
    ...rules.fields(line, ['cost', 'quantity']),
    ...rules.fields(invoice, ['discountPercent', 'taxPercent', 'note', 'salesperson']),
  };
}

/** The payment drawer's rules, for an invoice whose balance is `balance`. */
export function paymentRules(rules: FormRules, balance: number) {
  const payment = invoicePaymentSchema(balance).shape;
  return { ...rules.fields(payment, ['amount', 'method', 'note']), date: rules.of(payment.date, { toValue: dayOf }) };
}

/** The send drawer's rules. */
export function sendRules(rules: FormRules) {
  return rules.fields(invoiceSendSchema.shape, ['from', 'to', 'subject', 'message']);
}
