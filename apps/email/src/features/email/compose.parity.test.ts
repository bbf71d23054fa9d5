// The composer and the server agree on every hostile input of the shared fixture (and every e-mail of it), typed as
// a recipient or a subject: one refuses exactly what the other refuses, in the same words (both from the mail's
// schemas in contracts).
import i18n from 'i18next';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { composeRules } from './compose.rules';
import { splitAddress } from './email.format';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

const MAIL = {
  to: [{ name: 'Maria Santos', email: 'maria.santos@acme.test' }],
  subject: 'Hello',
  message: '<p>Hi</p>',
};

it('refuses in the composer exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) => {
    // A recipient goes as the composer sends it: the name and the address read from what was typed.
    const email = { ...MAIL, [field]: field === 'to' ? [splitAddress(value)] : value };
    return sentFieldErrors({ url: '/apps/email/save-draft', body: { draft: email }, key: field });
  };
  const fields = composeRules(englishFormRules(), i18n.getFixedT('en', UI_NAMESPACE));
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 120_000);
