// The category form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the category's schema in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { categoryRules } from './conversationCategories.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const serverErrors = serverFieldErrors({ path: '/conversation-categories/1', valid: { name: 'Billing parity' } });
  expect(await formServerDisagreements({ fields: categoryRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
