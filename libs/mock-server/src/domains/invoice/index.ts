import { Model, type Server } from 'miragejs';
import type { MockDomain } from '../../types';
import { invoiceRoutes } from './routes';
import { buildInvoices } from './seeds';

// The clock each server was seeded with: "overdue" (sending an invoice) follows it, so a test that pins `now`
// sees the same answers.
const clocks = new WeakMap<Server, Date>();

/** Demo invoices (docs/demo-api.md, Invoices): 37 seeded, ids 4987–5023. */
export const invoiceDomain: MockDomain = {
  name: 'invoice',
  kind: 'demo',
  models: { invoice: Model },
  seed: (server, { now }) => {
    clocks.set(server, now);
    server.db.invoices.insert(buildInvoices(now));
  },
  routes: (server, ctx) => invoiceRoutes(server, ctx, () => clocks.get(server) ?? new Date()),
};
