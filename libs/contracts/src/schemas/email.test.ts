import { checkAgainst, type RuleSchema } from '../rules/schema';
import { emailAddressSchema, emailDraftSchema, emailRecipientsSchema, emailSendSchema } from './email';

const failures = (schema: RuleSchema, input: unknown) => {
  const checked = checkAgainst(schema, input);
  return checked.ok ? {} : checked.issues;
};
const maria = { name: ' Maria ', email: ' maria@acme.test ' };

describe('e-mail schemas', () => {
  it('reads a recipient list: absent is none, addresses and names trimmed', () => {
    expect(checkAgainst(emailRecipientsSchema, undefined)).toEqual({ ok: true, value: [] });
    expect(checkAgainst(emailRecipientsSchema, [maria, { email: 'a@b.co' }])).toEqual({
      ok: true,
      value: [
        { name: 'Maria', email: 'maria@acme.test' },
        { name: '', email: 'a@b.co' },
      ],
    });
  });

  it('names each bad address of a list, refuses a list that is not one or too long', () => {
    expect(failures(emailRecipientsSchema, [{ email: 'x' }, maria, 'y@', {}])).toEqual({
      '': [
        { key: 'badAddress', values: { address: 'x' } },
        { key: 'badAddress', values: { address: 'y@' } },
        { key: 'badAddress', values: { address: '' } },
      ],
    });
    expect(failures(emailRecipientsSchema, 'a@b.co')).toEqual({ '': [{ key: 'choice' }] });
    expect(failures(emailRecipientsSchema, Array(51).fill(maria))).toEqual({
      '': [{ key: 'wholeNumber', values: { min: 0, max: 50 } }],
    });
  });

  it('checks one typed address as a list would', () => {
    expect(checkAgainst(emailAddressSchema, 'a@b.co').ok).toBe(true);
    expect(failures(emailAddressSchema, 'a@b')).toEqual({ '': [{ key: 'badAddress', values: { address: 'a@b' } }] });
  });

  it('saves a draft without recipients; sending needs one, said on `to` unless `to` is wrong itself', () => {
    const draft = { to: [], subject: '  Hi ', message: ' <p>x</p> ' };
    expect(checkAgainst(emailDraftSchema, draft)).toEqual({
      ok: true,
      value: { to: [], cc: [], bcc: [], subject: 'Hi', message: ' <p>x</p> ' },
    });
    expect(failures(emailSendSchema, draft)).toEqual({ to: [{ key: 'recipientRequired' }] });
    expect(failures(emailSendSchema, { ...draft, subject: 'x'.repeat(251) })).toEqual({
      to: [{ key: 'recipientRequired' }],
      subject: [{ key: 'maxLength', values: { max: 250 } }],
    });
    expect(failures(emailSendSchema, { ...draft, to: [{ email: 'bad' }] })).toEqual({
      to: [{ key: 'badAddress', values: { address: 'bad' } }],
    });
    expect(failures(emailSendSchema, { ...draft, cc: [{ email: 'bad' }] })).toEqual({
      to: [{ key: 'recipientRequired' }],
      cc: [{ key: 'badAddress', values: { address: 'bad' } }],
    });
    expect(checkAgainst(emailSendSchema, { ...draft, bcc: [maria] }).ok).toBe(true);
  });

  it('takes the message as HTML, untrimmed, up to 100,000 characters', () => {
    expect(failures(emailDraftSchema, { message: 12 })).toEqual({ message: [{ key: 'choice' }] });
    expect(failures(emailDraftSchema, { message: 'x'.repeat(100_001) })).toEqual({
      message: [{ key: 'maxLength', values: { max: 100_000 } }],
    });
  });
});
