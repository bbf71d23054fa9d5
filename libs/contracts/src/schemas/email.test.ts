import { checkAgainst } from '../rules/schema';
import {
  EMAIL_ATTACHMENT_MAX_BYTES,
  emailAddressSchema,
  emailAttachmentFileSchema,
  emailDraftSchema,
  emailRecipientsSchema,
  emailSendSchema,
} from './email';
import { failures } from '../testing/failures';

const maria = { name: ' Maria ', email: ' maria@acme.test ' };

describe('e-mail schemas', () => {
  it('takes attached files of an allowed type and size whose content is what they say, and names each bad one', () => {
    const note = { fileName: ' note.txt ', type: 'text/plain', size: 5, content: 'data:text/plain;base64,aGVsbG8=' };
    expect(checkAgainst(emailDraftSchema, { attachments: [note] })).toMatchObject({
      ok: true,
      value: { attachments: [{ ...note, fileName: 'note.txt' }] },
    });
    expect(checkAgainst(emailDraftSchema, { attachments: null })).toMatchObject({
      ok: true,
      value: { attachments: [] },
    });
    const tool = { fileName: 'tool.exe', type: 'application/x-msdownload', size: 5, content: 'data:;base64,aGVsbG8=' };
    const big = { ...note, fileName: 'big.txt', size: EMAIL_ATTACHMENT_MAX_BYTES + 1 };
    const lying = { ...note, fileName: 'lying.txt', size: 4 };
    const otherType = { ...note, fileName: 'other.txt', content: 'data:image/png;base64,aGVsbG8=' };
    expect(failures(emailDraftSchema, { attachments: [tool, big, lying, otherType, note] })).toEqual({
      attachments: [
        { key: 'attachmentType', values: { name: 'tool.exe' } },
        { key: 'attachmentSize', values: { name: 'big.txt', max: 2 } },
        { key: 'attachmentBroken', values: { name: 'lying.txt' } },
        { key: 'attachmentBroken', values: { name: 'other.txt' } },
      ],
    });
    // A picture is one: the first bytes of a .png say PNG.
    const png = {
      fileName: 'dot.png',
      type: 'image/png',
      size: 8,
      content: `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n')}`,
    };
    const fake = { ...png, fileName: 'fake.png', content: `data:image/png;base64,${btoa('not an i')}` };
    expect(checkAgainst(emailDraftSchema, { attachments: [png] }).ok).toBe(true);
    expect(failures(emailDraftSchema, { attachments: [fake] })).toEqual({
      attachments: [{ key: 'attachmentType', values: { name: 'fake.png' } }],
    });
    expect(failures(emailDraftSchema, { attachments: Array(6).fill(note) })).toEqual({
      attachments: [{ key: 'attachmentCount', values: { max: 5 } }],
    });
    // A picked file is checked before it is read: its name, type and size only.
    expect(checkAgainst(emailAttachmentFileSchema, { fileName: 'a.pdf', type: 'application/pdf', size: 10 }).ok).toBe(
      true,
    );
    expect(failures(emailAttachmentFileSchema, { fileName: 'a.svg', type: 'image/svg+xml', size: 10 })).toEqual({
      '': [{ key: 'attachmentType', values: { name: 'a.svg' } }],
    });
  });

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
