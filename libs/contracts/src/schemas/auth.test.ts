import { checkAgainst } from '../rules/schema';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { failures } from '../testing/failures';

describe('auth schemas', () => {
  it('sign-in: an e-mail address and a password, which is never trimmed', () => {
    expect(checkAgainst(loginRequestSchema, { email: ' admin@demo.com ', password: ' admin ' })).toEqual({
      ok: true,
      value: { email: 'admin@demo.com', password: ' admin ' },
    });
    expect(failures(loginRequestSchema, { email: 'admin@demo', password: '  ' })).toEqual({
      email: [{ key: 'email' }],
      password: [{ key: 'required' }],
    });
  });

  it('register: the users’ username rule (3 to 30), a valid e-mail, a password by the new-password rule', () => {
    expect(
      checkAgainst(registerRequestSchema, { email: 'new@demo.com', password: ' secret12 ', username: ' newbie ' }),
    ).toEqual({ ok: true, value: { email: 'new@demo.com', password: ' secret12 ', username: 'newbie' } });
    expect(failures(registerRequestSchema, { email: 'new@demo', password: 1, username: 'u'.repeat(31) })).toEqual({
      email: [{ key: 'email' }],
      password: [{ key: 'required' }],
      username: [{ key: 'username' }],
    });
    for (const password of ['x', 'secret1', 'secretsecret', '12345678'])
      expect(failures(registerRequestSchema, { email: 'new@demo.com', password, username: 'newbie' })).toEqual({
        password: [{ key: 'passwordRules' }],
      });
  });
});
