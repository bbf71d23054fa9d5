// The category form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the category's schema in contracts).
import { categoryRules } from './conversationCategories.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  categoryRules,
  { path: '/conversation-categories/1', valid: { name: 'Billing parity' } },
);
