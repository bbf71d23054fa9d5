// The department form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the department's schema in contracts).
import { departmentRules } from './departments.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  departmentRules,
  { path: '/departments/1', valid: { name: 'Support' } },
);
