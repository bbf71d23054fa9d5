// The notify-me form and the server agree on every hostile input of the shared fixture (and every e-mail of it):
// one refuses exactly what the other refuses, in the same words (both from the notify schema in contracts).
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { notifyRules } from './notify.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) => {
    return sentFieldErrors({ url: '/misc/notify', body: { [field]: value }, key: field });
  };
  expect(await formServerDisagreements({ fields: notifyRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
