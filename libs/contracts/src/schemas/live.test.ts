// The live monitor's bodies: the rules the mock server checks a supervisor's message and close with.
import { checkAgainst, type RuleSchema } from '../rules/schema';
import {
  closeInputSchema,
  LIVE_LIMITS,
  MESSAGE_CLIENT_ID,
  newMessageClientId,
  supervisorMessageInputSchema,
} from './live';

const failures = (schema: RuleSchema, input: unknown) => {
  const checked = checkAgainst(schema, input);
  return checked.ok ? {} : checked.issues;
};

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

describe('closeInputSchema', () => {
  it('needs at least one well-formed category; the comment and the note are optional', () => {
    expect(checkAgainst(closeInputSchema, { categoryIds: [2, '2', 3] })).toEqual({
      ok: true,
      value: { categoryIds: [2, 3], closingNote: '' },
    });
    expect(failures(closeInputSchema, { categoryIds: [] })).toEqual({ categoryIds: [{ key: 'pickAtLeastOne' }] });
    expect(failures(closeInputSchema, {})).toEqual({ categoryIds: [{ key: 'pickAtLeastOne' }] });
    expect(failures(closeInputSchema, { categoryIds: ['abc'] })).toEqual({ categoryIds: [{ key: 'reference' }] });
    expect(
      failures(closeInputSchema, { categoryIds: [1], closingNote: 'x'.repeat(LIVE_LIMITS.closingNoteMax + 1) }),
    ).toEqual({ closingNote: [{ key: 'maxLength', values: { max: LIVE_LIMITS.closingNoteMax } }] });
  });
});
