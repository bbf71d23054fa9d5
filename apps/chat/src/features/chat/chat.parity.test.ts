// The chat's composer and profile drawer agree with the server on every hostile input of the shared fixture: one
// refuses exactly what the other refuses, in the same words (both from the chat's schemas in contracts).
import axios from 'axios';
import i18n from 'i18next';
import { getAccessToken } from '@live-agent/auth';
import { UI_NAMESPACE } from '@live-agent/ui-kit';
import { formServerDisagreements, signIn } from '@live-agent/ui-kit/testing';
import { messageRules, profileRules } from './chat.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

const post = async (path: string, body: object) => {
  const answer = await axios.post(path, body, {
    headers: { Authorization: `Bearer ${getAccessToken()}` },
    validateStatus: () => true,
  });
  return answer.status === 422 ? (answer.data.errors as Record<string, string[]>) : {};
};

it('refuses in the composer exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) =>
    (await post('/apps/chat/send-msg', { obj: { contact: { id: 6 }, [field]: value } }))[field] ?? [];
  const fields = { message: messageRules(i18n.getFixedT('en', UI_NAMESPACE)) };
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 120_000);

it('refuses in the profile drawer exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) =>
    (await post('/apps/chat/users/profile-user', { [field]: value }))[field] ?? [];
  expect(await formServerDisagreements({ fields: profileRules(englishFormRules()), serverErrors })).toEqual([]);
}, 120_000);
