// Shared by the invoice tests, the commerce remote's parity test among them (docs/architecture.md, Conventions:
// src/testing/): a new invoice as the invoice form sends it (docs/demo-api.md, Invoices), valid, with two lines, a
// discount and tax.
import type { InvoiceInput } from '@live-agent/contracts';

export const INVOICE_INPUT: InvoiceInput = {
  client: {
    name: 'Ana Costa',
    company: 'Costa Lda',
    companyEmail: 'ana@costa.test',
    address: 'Rua Direita 1',
    country: 'Portugal',
    contact: '+351 912 345 678',
  },
  issuedDate: '2026-03-10',
  dueDate: '2026-04-09',
  service: 'Consulting',
  items: [
    { name: 'Workshop', description: 'Two days on site', cost: 1200, quantity: 2 },
    { name: 'Report', description: '', cost: 99.99, quantity: 3 },
  ],
  discountPercent: 10,
  taxPercent: 23,
  note: 'Thanks!',
  salesperson: 'Rui',
};
