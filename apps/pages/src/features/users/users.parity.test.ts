// The user forms (the add drawer and the edit page) and the users' server agree on every hostile input of the
// shared fixture, field by field: one refuses exactly what the other refuses, in the same words (both from the
// user's schemas in contracts). Each input is sent as a change to one user, so nothing else can refuse it.
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { userRules } from './users.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const { address, social, ...top } = userRules(englishFormRules());
  const fields = {
    ...top,
    ...Object.fromEntries(Object.entries(address).map(([key, rules]) => [`address.${key}`, rules])),
    ...Object.fromEntries(Object.entries(social).map(([key, rules]) => [`social.${key}`, rules])),
  };
  const serverErrors = async (field: string, value: string) => {
    const [group, key] = field.split('.');
    const user = key ? { id: 3, [group]: { [key]: value } } : { id: 3, [field]: value };
    return sentFieldErrors({ url: '/apps/users/update-user', body: { user }, key: field });
  };
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 180_000);
