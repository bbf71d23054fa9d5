// The chat's composer and profile drawer agree with the server on every hostile input of the shared fixture: one
// refuses exactly what the other refuses, in the same words (both from the chat's schemas in contracts).
import i18n from 'i18next';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { messageRules, profileRules } from './chat.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

it('refuses in the composer exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) =>
    sentFieldErrors({ url: '/apps/chat/send-msg', body: { obj: { contact: { id: 6 }, [field]: value } }, key: field });
  const fields = { message: messageRules(i18n.getFixedT('en', UI_NAMESPACE)) };
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 120_000);

it('refuses in the profile drawer exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) =>
    sentFieldErrors({ url: '/apps/chat/users/profile-user', body: { [field]: value }, key: field });
  expect(await formServerDisagreements({ fields: profileRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
