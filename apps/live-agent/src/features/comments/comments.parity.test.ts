// The closing-comment form and the server agree on every hostile input of the shared fixture: one refuses exactly
// what the other refuses, in the same words (both from the comment's schema in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { commentRules } from './comments.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = serverFieldErrors({ path: '/comments/1', valid: { text: 'Solved' } });
  expect(await formServerDisagreements({ fields: commentRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
