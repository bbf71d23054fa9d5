import { Model } from 'miragejs';
import type { MockDomain } from '../../types';
import { datatablesRoutes } from './routes';
import { buildEmployees } from './seeds';

/** The data-table demos (docs/demo-api.md, Data tables): 100 employee rows, start dates from the server's clock. */
export const datatablesDomain: MockDomain = {
  name: 'datatables',
  kind: 'demo',
  models: { employee: Model },
  seed: (server, { now }) => {
    server.db.employees.insert(buildEmployees(now));
  },
  routes: datatablesRoutes,
};
