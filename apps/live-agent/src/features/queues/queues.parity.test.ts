// The queue form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the queue's schema in contracts). The maximum wait is
// left to its default on both sides, so the first-response target is checked against the same bound.
import { queueRules } from './queues.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest(
  'refuses in the form exactly what the server refuses, with the same message, for every field and hostile input',
  queueRules,
  {
    fields: ['name', 'priority', 'maxWaitSec', 'slaFirstResponseSec'],
    path: '/queues/1',
    valid: { name: 'General', departmentId: 1, routing: 'auto', slaFirstResponseSec: 0 },
  },
);
