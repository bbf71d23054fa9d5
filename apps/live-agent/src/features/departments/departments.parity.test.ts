// The department form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the department's schema in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { departmentRules } from './departments.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const serverErrors = serverFieldErrors({ path: '/departments/1', valid: { name: 'Support' } });
  expect(await formServerDisagreements({ fields: departmentRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
