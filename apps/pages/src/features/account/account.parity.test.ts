// The account settings' forms and the server agree on every hostile input of the shared fixture, field by field:
// one refuses exactly what the other refuses, in the same words (both from the tabs' schemas in contracts).
import type { FormRule } from 'antd';
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { accountRules } from './account.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

const GENERAL = { avatar: '', username: 'johndoe', fullName: 'John Doe', email: 'admin@demo.com', company: '' };
const NEW_PASSWORD = 'secret12';

it('refuses in the forms exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const rules = accountRules(englishFormRules());
  // The confirmation's rule reads the new password from its form: here, the one the server is sent.
  const confirmPassword = rules.password.confirmPassword.map((rule) =>
    typeof rule === 'function' ? rule({ getFieldValue: () => NEW_PASSWORD } as never) : rule,
  ) as FormRule[];
  const tabs: { path: string; fields: Record<string, FormRule[]>; body: (field: string, value: string) => object }[] = [
    {
      path: '/account-setting/general',
      fields: rules.general,
      body: (field, value) => ({ ...GENERAL, [field]: value }),
    },
    { path: '/account-setting/info', fields: rules.info, body: (field, value) => ({ [field]: value }) },
    {
      path: '/account-setting/social',
      fields: rules.socialLinks,
      body: (field, value) => ({ socialLinks: { [field]: value } }),
    },
    {
      // Whether the current password is the account's only the server knows: a wrong one keeps every try a 422
      // that changes nothing, and the other two fields' messages stand on their own.
      path: '/account-setting/password',
      fields: { newPassword: rules.password.newPassword, confirmPassword },
      body: (field, value) => ({
        currentPassword: 'not the password',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        [field]: value,
      }),
    },
  ];
  for (const { path, fields, body } of tabs) {
    const serverErrors = async (field: string, value: string) => {
      return sentFieldErrors({ url: path, body: body(field, value), key: field });
    };
    expect([path, await formServerDisagreements({ fields, serverErrors })]).toEqual([path, []]);
  }
}, 180_000);
