// The admin form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the admin's schema in contracts).
import { adminRules } from './admins.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest('the admin form refuses exactly what the server refuses, with the same message', adminRules, {
  fields: ['fullName', 'email', 'phone'],
  path: '/admins/1',
  valid: { fullName: 'Nora Admin', email: 'nora.parity@acme.test', role: 'admin' },
});
