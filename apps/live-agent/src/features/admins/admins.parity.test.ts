// The admin form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the admin's schema in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { adminRules } from './admins.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('the admin form refuses exactly what the server refuses, with the same message', async () => {
  await signIn('admin');
  const { fullName, email, phone } = adminRules(englishFormRules());
  const serverErrors = serverFieldErrors({
    path: '/admins/1',
    valid: { fullName: 'Nora Admin', email: 'nora.parity@acme.test', role: 'admin' },
  });
  expect(await formServerDisagreements({ fields: { fullName, email, phone }, serverErrors })).toEqual([]);
}, 120_000);
