// The closing-comment form and the server agree on every hostile input of the shared fixture: one refuses exactly
// what the other refuses, in the same words (both from the comment's schema in contracts).
import { commentRules } from './comments.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every hostile input',
  commentRules,
  { path: '/comments/1', valid: { text: 'Solved' } },
);
