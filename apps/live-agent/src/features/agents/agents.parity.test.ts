// The agent form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the agent's schema in contracts).
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { agentRules } from './agents.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('the agent form refuses exactly what the server refuses, with the same message', async () => {
  await signIn('admin');
  const serverErrors = serverFieldErrors({
    path: '/agents/1',
    valid: { fullName: 'Pat Agent', email: 'pat.parity@acme.test' },
  });
  expect(await formServerDisagreements({ fields: agentRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
