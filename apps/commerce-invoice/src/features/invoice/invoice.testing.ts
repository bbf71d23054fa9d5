// What the invoice screens' tests share: their setup against the real Mirage routes and the invoices as the mock
// server stores them.
import { configure } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { setupScreenTest } from '../../test/render';

/** An invoice as the tests read it from the mock server's database (its id a number, as the screens show it). */
export interface StoredInvoice {
  id: number;
  invoiceStatus: string;
  total: number;
  balanceDue: number;
  client: { name: string; companyEmail: string };
  service: string;
  payments: Array<{ amount: number; date: string }>;
  items: Array<{ name: string; cost: number; quantity: number }>;
}

/**
 * A screen test of the invoice feature: the harness's server (setupScreenTest), a longer wait for answers and toasts
 * (big antd pages on a busy machine may take more than the default second to show them), no act warnings, and what
 * the server holds (`seeded`).
 */
export function setupInvoiceScreenTest() {
  const server = setupScreenTest();
  configure({ asyncUtilTimeout: 5000 });
  silenceActWarnings();
  const seeded = (): StoredInvoice[] =>
    (server().db.invoices as unknown as Array<StoredInvoice & { id: string }>).map((invoice) => ({
      ...invoice,
      id: Number(invoice.id),
    }));
  return { server, seeded };
}

/** An amount as the screens write it in English. */
export const money = (value: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);
