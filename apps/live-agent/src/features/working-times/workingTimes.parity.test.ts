// The working-time editor and the server agree on every hostile input of the shared fixture, field by field: one
// refuses exactly what the other refuses, in the same words (both from the working time's schema in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { workingTimeRules } from './workingTimes.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const { name, outOfOfficeMessage } = workingTimeRules(englishFormRules(), 'organization');
  const serverErrors = serverFieldErrors({ path: '/working-times/1', valid: { name: 'Hours', scope: 'organization' } });
  expect(await formServerDisagreements({ fields: { name, outOfOfficeMessage }, serverErrors })).toEqual([]);
}, 120_000);
