// The queue form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the queue's schema in contracts). The maximum wait is
// left to its default on both sides, so the first-response target is checked against the same bound.
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { queueRules } from './queues.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const { name, priority, maxWaitSec, slaFirstResponseSec } = queueRules(englishFormRules());
  const serverErrors = serverFieldErrors({
    path: '/queues/1',
    valid: { name: 'General', departmentId: 1, routing: 'auto', slaFirstResponseSec: 0 },
  });
  expect(
    await formServerDisagreements({ fields: { name, priority, maxWaitSec, slaFirstResponseSec }, serverErrors }),
  ).toEqual([]);
}, 120_000);
