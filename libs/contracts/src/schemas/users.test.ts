import {
  avatarProblem,
  dataUrlPicture,
  isIsoDate,
  isStrongPassword,
  isPhone,
  isUsername,
  isWebAddress,
} from '../rules/formats';
import { checkAgainst } from '../rules/schema';
import {
  accountConnectionsSchema,
  accountGeneralSchema,
  accountInfoSchema,
  accountNotificationsSchema,
  avatarField,
  birthDateField,
  confirmPasswordField,
  newUserSchema,
  passwordChangeSchema,
  userChangesSchema,
} from './users';
import { failures } from '../testing/failures';

const today = () => '2026-03-10';
const VALID = { fullName: 'Marta Nunes', username: 'marta.nunes', email: 'marta@acme.test' };
const AVATAR = { key: 'avatar', values: { max: 800 } };

describe('users formats', () => {
  it('knows a web address: http(s), a host with a dot, no blanks', () => {
    expect(['https://example.com', 'HTTP://example.com/a?b=c', 'http://a.b'].every(isWebAddress)).toBe(true);
    expect(
      ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://localhost', 'https://a b.com'].some(
        isWebAddress,
      ),
    ).toBe(false);
  });

  it('knows usernames and phone numbers', () => {
    expect(['abc', 'marta.nunes', 'a_b-c', 'x'.repeat(30)].every(isUsername)).toBe(true);
    expect(['ab', 'a b', 'x'.repeat(31), 'ümlaut'].some(isUsername)).toBe(false);
    expect(['+351 912 345 678', '(01) 23-45'].every(isPhone)).toBe(true);
    expect(['12345', 'call me', '+351\t912345', '1'.repeat(21)].some(isPhone)).toBe(false);
  });

  it('knows real days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(['2025-02-29', '2026-02-30', '2026-1-01', 'yesterday'].some(isIsoDate)).toBe(false);
  });

  it('takes a password of 8 to 128 characters with a letter and a digit', () => {
    expect(['secret12', 'pässwört1', `a1${'x'.repeat(126)}`].every(isStrongPassword)).toBe(true);
    expect(['short1', 'lettersonly', '12345678', `a1${'x'.repeat(127)}`].some(isStrongPassword)).toBe(false);
  });

  it('takes a JPG, PNG or GIF of at most 800 KB as an avatar, a chosen file or a data URL alike', () => {
    expect(avatarProblem({ type: 'image/png', size: 800 * 1024 })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: 800 * 1024 + 1 })).toBe('tooBig');
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(dataUrlPicture('data:image/png;base64,iVBORw0KGgo=')).toEqual({ type: 'image/png', size: 8 });
    expect(dataUrlPicture('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({ type: 'image/svg+xml', size: 5 });
    expect(dataUrlPicture('https://example.com/me.png')).toBeNull();
    expect(dataUrlPicture('data:image/png;base64,<script>')).toBeNull();
  });
});

describe('user schemas', () => {
  it('a new user: name, username and e-mail required, every broken field named at once', () => {
    expect(failures(newUserSchema(today), { fullName: ' ', username: '', email: 'nope' })).toEqual({
      fullName: [{ key: 'required' }],
      username: [{ key: 'required' }],
      email: [{ key: 'email' }],
    });
  });

  it('a new user: the rest optional, blank choices left to the server, text trimmed', () => {
    const checked = checkAgainst(newUserSchema(today), { ...VALID, fullName: ' Marta ', role: ' ', gender: '' });
    expect(checked).toMatchObject({
      ok: true,
      value: { fullName: 'Marta', role: undefined, gender: '', company: '', contactOptions: [], website: '' },
    });
  });

  it('refuses each field by its rule, in its words', () => {
    const cases: [string, unknown, object][] = [
      ['username', 'a b', { key: 'username' }],
      ['contact', 'call me', { key: 'phone' }],
      ['contact', '1'.repeat(21), { key: 'phone' }],
      ['company', 'x'.repeat(101), { key: 'maxLength', values: { max: 100 } }],
      ['website', 'javascript:alert(1)', { key: 'url' }],
      ['birthDate', '2026-03-11', { key: 'birthDateFuture' }],
      ['birthDate', '2026-02-30', { key: 'date' }],
      ['role', 'wizard', { key: 'choice' }],
      ['gender', 'robot', { key: 'choice' }],
      ['contactOptions', ['email', 'fax'], { key: 'choice' }],
      ['contactOptions', 'email', { key: 'choice' }],
      ['avatar', 'data:image/svg+xml;base64,PHN2Zz4=', AVATAR],
      ['avatar', 42, AVATAR],
    ];
    for (const [field, value, issue] of cases)
      expect([field, value, failures(newUserSchema(today), { ...VALID, [field]: value })]).toEqual([
        field,
        value,
        { [field]: [issue] },
      ]);
    expect(failures(newUserSchema(today), { ...VALID, social: { twitter: 'twitter' } })).toEqual({
      'social.twitter': [{ key: 'url' }],
    });
  });

  it('keeps contact options once each, in order; a birth date of today is fine', () => {
    const checked = checkAgainst(newUserSchema(today), {
      ...VALID,
      contactOptions: ['phone', 'email', 'phone'],
      birthDate: '2026-03-10',
    });
    expect(checked).toMatchObject({ ok: true, value: { contactOptions: ['phone', 'email'], birthDate: '2026-03-10' } });
  });

  it('changes: only the fields given, the nested ones too', () => {
    expect(checkAgainst(userChangesSchema(today), { address: { city: ' Faro ' } })).toEqual({
      ok: true,
      value: { address: { city: 'Faro' } },
    });
    expect(failures(userChangesSchema(today), { fullName: '' })).toEqual({ fullName: [{ key: 'required' }] });
    // Anything but an object as a group is an empty one, as the API always took it.
    expect(checkAgainst(userChangesSchema(today), { social: 'x' })).toEqual({ ok: true, value: { social: {} } });
  });

  it('asks for today when it checks a birth date', () => {
    let day = '2026-03-10';
    const field = birthDateField(() => day);
    expect(failures(field, '2026-03-11')).toEqual({ '': [{ key: 'birthDateFuture' }] });
    day = '2026-03-11';
    expect(checkAgainst(field, '2026-03-11')).toEqual({ ok: true, value: '2026-03-11' });
  });

  it('an avatar: blank gives initials, a small PNG data URL is kept', () => {
    expect(checkAgainst(avatarField(), null)).toEqual({ ok: true, value: '' });
    expect(checkAgainst(avatarField(), 'data:image/png;base64,iVBORw0KGgo=')).toEqual({
      ok: true,
      value: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(failures(avatarField(), `data:image/png;base64,${'A'.repeat(1_100_000)}`)).toEqual({ '': [AVATAR] });
  });
});

describe('account settings schemas', () => {
  it('general: as a user', () => {
    expect(Object.keys(failures(accountGeneralSchema, { email: 'bad', fullName: '', username: 'ok_name' }))).toEqual([
      'fullName',
      'email',
    ]);
  });

  it('info: bio, birth date, web address and phone', () => {
    expect(
      failures(accountInfoSchema(today), { bio: 'x'.repeat(501), dob: '2030-01-01', website: 'example', phone: 'abc' }),
    ).toEqual({
      bio: [{ key: 'maxLength', values: { max: 500 } }],
      dob: [{ key: 'birthDateFuture' }],
      website: [{ key: 'url' }],
      phone: [{ key: 'phone' }],
    });
  });

  it('connections and notifications: only those given; a switch is true, false, 1, 0 or their texts', () => {
    expect(checkAgainst(accountConnectionsSchema, { github: null })).toEqual({ ok: true, value: { github: '' } });
    expect(checkAgainst(accountNotificationsSchema, { followMe: 'true', blogDigest: 0 })).toEqual({
      ok: true,
      value: { followMe: true, blogDigest: false },
    });
    expect(failures(accountNotificationsSchema, { followMe: 'maybe' })).toEqual({ followMe: [{ key: 'boolean' }] });
  });

  it('password: each required, the new one strong, the confirmation equal even when another field is wrong', () => {
    expect(failures(passwordChangeSchema, {})).toEqual({
      currentPassword: [{ key: 'required' }],
      newPassword: [{ key: 'required' }],
      confirmPassword: [{ key: 'required' }],
    });
    expect(
      failures(passwordChangeSchema, { currentPassword: 'x', newPassword: 'short', confirmPassword: 'other' }),
    ).toEqual({ newPassword: [{ key: 'passwordRules' }], confirmPassword: [{ key: 'passwordMismatch' }] });
    // Never trimmed: blanks are part of a password.
    expect(
      checkAgainst(passwordChangeSchema, {
        currentPassword: ' ',
        newPassword: ' secret12 ',
        confirmPassword: ' secret12 ',
      }),
    ).toEqual({ ok: true, value: { currentPassword: ' ', newPassword: ' secret12 ', confirmPassword: ' secret12 ' } });
    expect(failures(confirmPasswordField('secret12'), 'secret13')).toEqual({ '': [{ key: 'passwordMismatch' }] });
    expect(failures(confirmPasswordField('secret12'), '')).toEqual({ '': [{ key: 'required' }] });
    expect(failures(passwordChangeSchema, { currentPassword: 'x', newPassword: '', confirmPassword: 'x' })).toEqual({
      newPassword: [{ key: 'required' }],
      confirmPassword: [{ key: 'passwordMismatch' }],
    });
    expect(failures(passwordChangeSchema, { currentPassword: 'x', newPassword: 7, confirmPassword: 'x' })).toEqual({
      newPassword: [{ key: 'required' }],
    });
  });
});
