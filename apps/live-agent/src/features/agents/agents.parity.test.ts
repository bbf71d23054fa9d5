// The agent form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the agent's schema in contracts).
import { agentRules } from './agents.rules';
import { adminFormParityTest } from '../../test/parity';

adminFormParityTest('the agent form refuses exactly what the server refuses, with the same message', agentRules, {
  path: '/agents/1',
  valid: { fullName: 'Pat Agent', email: 'pat.parity@acme.test' },
});
