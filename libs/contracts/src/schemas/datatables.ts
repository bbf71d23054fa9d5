// The data-table demos (docs/demo-api.md, Data tables) as the server answers them (strict objects, so a field the
// contract does not name fails a test), and the paged list's query.
import { EMPLOYEE_STATUSES } from '../tables';
import { z } from '../rules/schema';
import { listPageSchema } from './http';

const about = (description: string) => z.describe(description);

/** The query of GET /api/datatables/data. Not named `…Schema`: its fields are parameters. */
export const employeeQuery = z.object({
  q: z.optional(
    z
      .string()
      .check(about('Case-insensitive, over name, post, e-mail, age, salary and start date (numbers as their digits).')),
  ),
  perPage: z.optional(z.int().check(z.gte(1), z.lte(100), about('Default 10, at most 100.'))),
  page: z.optional(z.int().check(z.gte(1), about('1-based (default 1).'))),
});

/** One employee row; snake_case as the theme names them. */
export const employeeRowSchema = z.strictObject({
  id: z.int(),
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  start_date: z.string().check(about('`YYYY-MM-DD`, before the server’s now.')),
  salary: z.number().check(about('Yearly, in US dollars.')),
  age: z.int(),
  experience: z.int().check(about('Years.')),
  status: z
    .literal(EMPLOYEE_STATUSES)
    .check(about('1 Current, 2 Professional, 3 Rejected, 4 Resigned, 5 Applied (the client translates the labels).')),
});

/** GET /api/datatables/data: `total` counts the rows q matches, before paging. */
export const employeePageSchema = listPageSchema(employeeRowSchema);
