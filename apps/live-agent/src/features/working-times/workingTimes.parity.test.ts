// The working-time editor and the server agree on every hostile input of the shared fixture, field by field: one
// refuses exactly what the other refuses, in the same words (both from the working time's schema in contracts).
import { workingTimeRules } from './workingTimes.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  (rules) => workingTimeRules(rules, 'organization'),
  { fields: ['name', 'outOfOfficeMessage'], path: '/working-times/1', valid: { name: 'Hours', scope: 'organization' } },
);
