// The data-table demos (docs/demo-api.md, Data tables): both need a user allowed to read the Demo screens.
import { z } from '../rules/schema';
import { employeePageSchema, employeeQuery, employeeRowSchema } from '../schemas/datatables';
import { endpointsOn, read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

const { get } = endpointsOn('demo', READ);

export const DATATABLES_ENDPOINTS: Endpoint[] = [
  get('/api/datatables/initial-data', 'Every employee row, by id (the client-side table)', {
    responses: { 200: z.array(employeeRowSchema) },
  }),
  get('/api/datatables/data', 'A page of the employee rows q matches, by id (the server-side table)', {
    query: employeeQuery,
    responses: { 200: employeePageSchema },
  }),
];
