// The sign-in forms (@live-agent/auth/forms, which the variants render) and the JWT endpoints agree on every hostile
// input of the shared fixture: the register form and endpoint as a username, an e-mail and a password (contracts'
// isUsername, isEmail, isStrongPassword), the sign-in form and endpoint as an e-mail (isEmail). One refuses exactly
// what the other refuses, in the same words: the endpoints answer in the theme's English-only shape, the forms say
// the same RULE_TEXTS in the page's language (English here).
import axios from 'axios';
import i18n from 'i18next';
import {
  AUTH_FORMS_NAMESPACE,
  firstProblem,
  loadAuthFormStrings,
  loginRules,
  registerRules,
  type LoginValues,
  type RegisterValues,
} from '@live-agent/auth/forms';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { setupScreenTest } from '../../test/render';

setupScreenTest();

const CLASHES = ['This email is already in use.', 'This username is already in use.'];

// The edges of the formats the fixture does not reach: the username's lengths, a one-letter top-level domain, an
// empty label, a long address, and the password's length, letter and digit (a blank one and one with spaces around
// it: a password is never trimmed).
const EDGES = [
  { name: 'username of 2', value: 'ab' },
  { name: 'username of 25', value: 'u'.repeat(25) },
  { name: 'username of 30', value: 'u'.repeat(30) },
  { name: 'username of 31', value: 'u'.repeat(31) },
  { name: 'one-letter top-level domain', value: 'ada@example.c' },
  { name: 'empty domain label', value: 'ada@example..com' },
  { name: 'address of 255', value: `${'a'.repeat(243)}@example.com` },
  { name: 'password of 7', value: 'secret1' },
  { name: 'password of 8', value: 'secret12' },
  { name: 'password of letters only', value: 'secretsecret' },
  { name: 'password of digits only', value: '1234567890' },
  { name: 'password of 128', value: `a1${'x'.repeat(126)}` },
  { name: 'password of 129', value: `a1${'x'.repeat(127)}` },
  { name: 'password with spaces around', value: '  ab12  ' },
  { name: 'a blank of 8', value: ' '.repeat(8) },
];

const inputs = [...everyTypedInput, ...EDGES];

beforeAll(() => loadAuthFormStrings(i18n, 'en'));

it('refuses in the register form exactly what the register endpoint refuses, in its words, for every hostile username, e-mail and password', async () => {
  const rules = registerRules(i18n.getFixedT('en', AUTH_FORMS_NAMESPACE));
  const disagreements: { field: string; input: string; form: string; server: string }[] = [];
  let n = 0;
  for (const field of ['username', 'email', 'password'] as const) {
    for (const { name, value: typed } of inputs) {
      n += 1;
      // What a field holds is text (the fixture keeps some entries as numbers).
      const value = String(typed);
      const body = { username: `parity${n}`, email: `parity${n}@example.com`, password: 'secret12', [field]: value };
      const values: RegisterValues = { ...body, terms: true };
      const form = firstProblem(rules[field], value, values) ?? '';
      const answer = await axios.post('/jwt/register', body, { validateStatus: () => true });
      // A blank field is "Something went wrong" (400), which the form says as "required"; a value already
      // registered by an earlier entry is a clash, which only the server can know, not a broken rule.
      const said = answer.status === 400 ? 'missing' : (answer.data.error?.[field] ?? '');
      const server = CLASHES.includes(said) ? '' : said;
      const agree = server === 'missing' ? Boolean(form) : form === server;
      if (!agree) disagreements.push({ field, input: name, form, server });
    }
  }
  expect(disagreements).toEqual([]);
}, 120_000);

it('refuses in the sign-in form exactly the e-mails the sign-in endpoint refuses as malformed, in its words', async () => {
  const rules = loginRules(i18n.getFixedT('en', AUTH_FORMS_NAMESPACE));
  const disagreements: { input: string; form: string; server: string }[] = [];
  for (const { name, value: typed } of inputs) {
    const value = String(typed);
    const values: LoginValues = { email: value, password: 'admin', remember: true };
    const form = firstProblem(rules.email, value, values) ?? '';
    const answer = await axios.post('/jwt/login', { email: value, password: 'admin' }, { validateStatus: () => true });
    // No such account is a verdict on the credentials, not on the address's form.
    const said: string = answer.status === 400 ? answer.data.error.email[0] : '';
    const server = said === 'Email or Password is Invalid' ? '' : said === 'Something went wrong' ? 'missing' : said;
    const agree = server === 'missing' ? Boolean(form) : form === server;
    if (!agree) disagreements.push({ input: name, form, server });
  }
  expect(disagreements).toEqual([]);
}, 120_000);
