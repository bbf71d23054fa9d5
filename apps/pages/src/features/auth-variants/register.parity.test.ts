// The register form (@live-agent/auth/forms, which the variants render) and the register endpoint agree on every
// hostile input of the shared fixture as a username and as an e-mail: one refuses exactly what the other refuses
// (both by contracts' isUsername and isEmail). Only the verdict is compared: the endpoint answers in the theme's
// English-only shape, the form in the page's language (its username text is the server's, its e-mail text its own).
import axios from 'axios';
import i18n from 'i18next';
import { AUTH_FORMS_NAMESPACE, firstProblem, registerRules, type RegisterValues } from '@live-agent/auth/forms';
import { everyTypedInput } from '@live-agent/test-fixtures';
import { setupScreenTest } from '../../test/render';

setupScreenTest();

const CLASHES = ['This email is already in use.', 'This username is already in use.'];

// The edges of the two formats the fixture does not reach: the username's lengths, a one-letter top-level domain,
// an empty label, a long address.
const EDGES = [
  { name: 'username of 2', value: 'ab' },
  { name: 'username of 25', value: 'u'.repeat(25) },
  { name: 'username of 30', value: 'u'.repeat(30) },
  { name: 'username of 31', value: 'u'.repeat(31) },
  { name: 'one-letter top-level domain', value: 'ada@example.c' },
  { name: 'empty domain label', value: 'ada@example..com' },
  { name: 'address of 255', value: `${'a'.repeat(243)}@example.com` },
];

it('refuses in the register form exactly what the register endpoint refuses, for every hostile username and e-mail', async () => {
  const rules = registerRules(i18n.getFixedT('en', AUTH_FORMS_NAMESPACE));
  const disagreements: { field: string; input: string; form: string; server: string }[] = [];
  let n = 0;
  for (const field of ['username', 'email'] as const) {
    for (const { name, value: typed } of [...everyTypedInput, ...EDGES]) {
      n += 1;
      // What a field holds is text (the fixture keeps some entries as numbers).
      const value = String(typed);
      const body = { username: `parity${n}`, email: `parity${n}@example.com`, password: 'secret1', [field]: value };
      const values: RegisterValues = { ...body, terms: true };
      const form = firstProblem(rules[field], value, values) ?? '';
      const answer = await axios.post('/jwt/register', body, { validateStatus: () => true });
      // A blank field is "Something went wrong" (400); a value already registered by an earlier entry is a clash,
      // which only the server can know, not a broken rule.
      const said = answer.status === 400 ? 'missing' : (answer.data.error?.[field] ?? '');
      const server = CLASHES.includes(said) ? '' : said;
      if (Boolean(form) !== Boolean(server)) disagreements.push({ field, input: name, form, server });
    }
  }
  expect(disagreements).toEqual([]);
}, 120_000);
