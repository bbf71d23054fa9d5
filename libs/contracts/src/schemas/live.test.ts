// The live monitor's bodies: the rules the mock server checks a supervisor's message and close with.
import { checkAgainst } from '../rules/schema';
import {
  closeInputSchema,
  LIVE_LIMITS,
  MESSAGE_CLIENT_ID,
  newMessageClientId,
  supervisorMessageInputSchema,
  transferInputSchema,
} from './live';
import { failures } from '../testing/failures';

describe('supervisorMessageInputSchema', () => {
  it('takes trimmed text up to the limit; refuses blank and longer', () => {
    expect(checkAgainst(supervisorMessageInputSchema, { content: '  Hi  ', isPrivate: true })).toEqual({
      ok: true,
      value: { content: 'Hi', isPrivate: true },
    });
    expect(failures(supervisorMessageInputSchema, { content: ' \n ' })).toEqual({ content: [{ key: 'required' }] });
    expect(failures(supervisorMessageInputSchema, { content: 'x'.repeat(LIVE_LIMITS.contentMax + 1) })).toEqual({
      content: [{ key: 'maxLength', values: { max: LIVE_LIMITS.contentMax } }],
    });
  });

  it('makes a new client id for each message, one the rule takes', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newMessageClientId()));
    expect(ids.size).toBe(50);
    for (const clientId of ids) expect(MESSAGE_CLIENT_ID.test(clientId)).toBe(true);
  });

  it('takes a client id of 8 to 64 letters, digits and dashes (a UUID); refuses anything else', () => {
    const uuid = '3f2b8c1e-9d4a-4b6f-8e2a-1c5d7f9a0b3c';
    expect(checkAgainst(supervisorMessageInputSchema, { content: 'Hi', clientId: uuid })).toEqual({
      ok: true,
      value: { content: 'Hi', clientId: uuid },
    });
    for (const clientId of ['short', 'x'.repeat(65), 'has space in it', '<script>x</script>', 42])
      expect([clientId, failures(supervisorMessageInputSchema, { content: 'Hi', clientId })]).toEqual([
        clientId,
        { clientId: [{ key: 'invalid' }] },
      ]);
  });
});

describe('transferInputSchema', () => {
  it('takes exactly one target: neither is said on agentId, both on queueId', () => {
    expect(checkAgainst(transferInputSchema, { agentId: 5 })).toEqual({ ok: true, value: { agentId: 5 } });
    expect(checkAgainst(transferInputSchema, { agentId: null, queueId: 2 })).toEqual({
      ok: true,
      value: { agentId: null, queueId: 2 },
    });
    expect(failures(transferInputSchema, {})).toEqual({ agentId: [{ key: 'oneTarget' }] });
    expect(failures(transferInputSchema, { agentId: null, queueId: null })).toEqual({
      agentId: [{ key: 'oneTarget' }],
    });
    expect(failures(transferInputSchema, { agentId: 5, queueId: 2 })).toEqual({ queueId: [{ key: 'oneTarget' }] });
  });

  it('refuses an id that is not a whole number as naming no record, beside the rule on the targets', () => {
    for (const agentId of ['abc', '', '5', 2.5, true])
      expect([agentId, failures(transferInputSchema, { agentId })]).toEqual([
        agentId,
        { agentId: [{ key: 'reference' }] },
      ]);
    expect(failures(transferInputSchema, { agentId: 'abc', queueId: 2 })).toEqual({
      agentId: [{ key: 'reference' }],
      queueId: [{ key: 'oneTarget' }],
    });
  });
});

describe('closeInputSchema', () => {
  const closeInput = closeInputSchema({ commentRequired: false });
  const withComment = closeInputSchema({ commentRequired: true });

  it('needs at least one well-formed category; the comment and the note are optional', () => {
    expect(checkAgainst(closeInput, { categoryIds: [2, '2', 3] })).toEqual({
      ok: true,
      value: { categoryIds: [2, 3], closingNote: '' },
    });
    expect(failures(closeInput, { categoryIds: [] })).toEqual({ categoryIds: [{ key: 'pickAtLeastOne' }] });
    expect(failures(closeInput, {})).toEqual({ categoryIds: [{ key: 'pickAtLeastOne' }] });
    expect(failures(closeInput, { categoryIds: ['abc'] })).toEqual({ categoryIds: [{ key: 'reference' }] });
    expect(failures(closeInput, { categoryIds: [1], closingNote: 'x'.repeat(LIVE_LIMITS.closingNoteMax + 1) })).toEqual(
      { closingNote: [{ key: 'maxLength', values: { max: LIVE_LIMITS.closingNoteMax } }] },
    );
    expect(failures(closeInput, { categoryIds: [1], commentId: 'abc' })).toEqual({ commentId: [{ key: 'invalid' }] });
  });

  it('needs a closing comment when the settings require one, said beside the other fields', () => {
    expect(checkAgainst(withComment, { categoryIds: [1], commentId: 4 })).toEqual({
      ok: true,
      value: { categoryIds: [1], commentId: 4, closingNote: '' },
    });
    for (const commentId of [undefined, null, '', '  '])
      expect([commentId, failures(withComment, { categoryIds: [1], commentId })]).toEqual([
        commentId,
        { commentId: [{ key: 'commentRequired' }] },
      ]);
    expect(failures(withComment, { categoryIds: [] })).toEqual({
      categoryIds: [{ key: 'pickAtLeastOne' }],
      commentId: [{ key: 'commentRequired' }],
    });
    expect(failures(withComment, { categoryIds: [1], commentId: 'abc' })).toEqual({ commentId: [{ key: 'invalid' }] });
  });
});
