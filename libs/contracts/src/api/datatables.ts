// The data-table demos (docs/demo-api.md, Data tables): both need a user allowed to read the Demo screens.
import { z } from '../rules/schema';
import { employeePageSchema, employeeQuery, employeeRowSchema } from '../schemas/datatables';
import { read, type Endpoint } from './endpoint';

const READ = [read('Demo')];

export const DATATABLES_ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: '/api/datatables/initial-data',
    api: 'demo',
    summary: 'Every employee row, by id (the client-side table)',
    access: READ,
    responses: { 200: z.array(employeeRowSchema) },
  },
  {
    method: 'GET',
    path: '/api/datatables/data',
    api: 'demo',
    summary: 'A page of the employee rows q matches, by id (the server-side table)',
    access: READ,
    query: employeeQuery,
    responses: { 200: employeePageSchema },
  },
];
