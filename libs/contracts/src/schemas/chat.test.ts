import { checkAgainst } from '../rules/schema';
import { chatMessageSchema, chatProfileSchema, chatSendSchema } from './chat';
import { failures } from '../testing/failures';

describe('chat schemas', () => {
  it('takes a message trimmed, of 1 to 2,000 characters', () => {
    expect(checkAgainst(chatSendSchema, { message: '  hi ' })).toEqual({ ok: true, value: { message: 'hi' } });
    for (const blank of [undefined, null, '', ' \n '])
      expect(failures(chatMessageSchema, blank)).toEqual({ '': [{ key: 'messageRequired' }] });
    expect(failures(chatMessageSchema, 'x'.repeat(2001))).toEqual({
      '': [{ key: 'messageTooLong', values: { max: 2000 } }],
    });
    expect(checkAgainst(chatMessageSchema, ` ${'x'.repeat(2000)} `).ok).toBe(true);
  });

  it('keeps what a profile save does not give, and reads settings as a form post sends them', () => {
    expect(checkAgainst(chatProfileSchema, {})).toEqual({ ok: true, value: { settings: {} } });
    expect(
      checkAgainst(chatProfileSchema, {
        status: '',
        about: null,
        settings: { isTwoStepAuthVerificationEnabled: 'false', isNotificationsOn: 1 },
      }),
    ).toEqual({
      ok: true,
      value: { about: '', settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true } },
    });
    expect(checkAgainst(chatProfileSchema, { settings: 'junk' })).toEqual({ ok: true, value: { settings: {} } });
  });

  it('names every broken field of a profile save', () => {
    expect(
      failures(chatProfileSchema, {
        status: 'gone',
        about: 'x'.repeat(161),
        settings: { isNotificationsOn: 'yes', isTwoStepAuthVerificationEnabled: 'constructor' },
      }),
    ).toEqual({
      status: [{ key: 'choice' }],
      about: [{ key: 'aboutTooLong', values: { max: 160 } }],
      'settings.isTwoStepAuthVerificationEnabled': [{ key: 'boolean' }],
      'settings.isNotificationsOn': [{ key: 'boolean' }],
    });
  });
});
