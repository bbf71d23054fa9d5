// The data-table demos (docs/demo-api.md, Data tables). Decisions: both routes need `read` on Demo; `q`
// searches name, post, e-mail, age, salary and start date ('YYYY-MM-DD') case-insensitively, numbers as their
// digits; paging is by 10 by default (at most 100) and answers the filtered total.
import type { EmployeePage, EmployeeRow } from '@live-agent/contracts';
import type { Server } from 'miragejs';
import { guardedRoutes, read } from '../../kit/guard';
import { pageParams } from '../../kit/listing';
import { queryString } from '../../kit/request';
import { ok } from '../../kit/responses';
import { ResourceStore } from '../../kit/store';
import type { MockContext } from '../../types';

const READ = read('Demo');

export const searchedText = (row: EmployeeRow): string[] =>
  [row.full_name, row.post, row.email, String(row.age), String(row.salary), row.start_date].map((text) =>
    text.toLowerCase(),
  );

export function datatablesRoutes(server: Server, ctx: MockContext): void {
  const store = new ResourceStore<'employees'>(server);
  const rows = () => store.all<EmployeeRow>('employees').sort((a, b) => a.id - b.id);

  const route = guardedRoutes(server, ctx, READ);
  route.get('/api/datatables/initial-data', () => ok<EmployeeRow[]>(rows()));

  route.get('/api/datatables/data', (request) => {
    const q = (queryString(request, 'q') ?? '').trim().toLowerCase();
    const matching = q ? rows().filter((row) => searchedText(row).some((text) => text.includes(q))) : rows();
    const { page, perPage } = pageParams(request, { perPage: 10, maxPerPage: 100 });
    return ok<EmployeePage>({ data: matching.slice((page - 1) * perPage, page * perPage), total: matching.length });
  });
}
