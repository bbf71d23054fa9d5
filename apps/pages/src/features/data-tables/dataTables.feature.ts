// The data-table demos' state areas (docs/demo-api.md, Data tables): every employee row for the client-side
// table, and one page of the server-side search for the other.
import type { AxiosInstance } from 'axios';
import type { EmployeePage, EmployeeRow } from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { createQueryFeature } from '@live-agent/store';

export const employeesAllFeature = createQueryFeature<EmployeeRow[], AxiosInstance>({
  name: 'employeesAll',
  fetch: async (api) => (await api.get<EmployeeRow[]>('/api/datatables/initial-data')).data,
  describeError: describeApiError,
});

export const employeesPageFeature = createQueryFeature<EmployeePage, AxiosInstance>({
  name: 'employeesPage',
  fetch: async (api, query) => (await api.get<EmployeePage>('/api/datatables/data', { params: query })).data,
  describeError: describeApiError,
});
