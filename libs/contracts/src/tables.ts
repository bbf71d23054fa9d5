// The data-table and autocomplete demos (docs/demo-api.md, Data tables; Autocomplete).
import type { z } from 'zod/mini';
import type { autocompleteDataSchema, autocompleteItemSchema } from './schemas/autocomplete';
import type { employeeQuery, employeeRowSchema } from './schemas/datatables';
import type { ListPage } from './http';

/** 1 Current, 2 Professional, 3 Rejected, 4 Resigned, 5 Applied (labels are the client's to translate). */
export const EMPLOYEE_STATUSES = [1, 2, 3, 4, 5] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** One employee row of the data-table demos; snake_case as the theme names them. */
export type EmployeeRow = z.output<typeof employeeRowSchema>;
/** GET /api/datatables/data. */
export type EmployeeQuery = z.input<typeof employeeQuery>;
/** One page of rows and how many match q (before paging): `employeePageSchema`. */
export type EmployeePage = ListPage<EmployeeRow>;

export const PLACE_CONTINENTS = ['africa', 'america', 'asia', 'europe', 'oceania'] as const;
export type PlaceContinent = (typeof PLACE_CONTINENTS)[number];

/** One suggestion of the autocomplete demo: a city with its country and continent (the groups). */
export type AutocompleteItem = z.output<typeof autocompleteItemSchema>;

/** GET /api/autocomplete/data. */
export type AutocompleteData = z.output<typeof autocompleteDataSchema>;
