import { Model } from 'miragejs';
import { onSeedClock } from '../../kit/seed-clock';
import { invoiceRoutes } from './routes';
import { buildInvoices } from './seeds';

/** Demo invoices (docs/demo-api.md, Invoices): 37 seeded, ids 4987–5023. On the seed's clock: "overdue" (sending). */
export const invoiceDomain = onSeedClock({
  name: 'invoice',
  kind: 'demo',
  models: { invoice: Model },
  seed: (server, { now }) => {
    server.db.invoices.insert(buildInvoices(now));
  },
  routes: invoiceRoutes,
});
