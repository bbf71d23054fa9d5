// The notify-me form and the server agree on every hostile input of the shared fixture (and every e-mail of it):
// one refuses exactly what the other refuses, in the same words (both from the notify schema in contracts).
import axios from 'axios';
import { getAccessToken } from '@live-agent/auth';
import { badInputs, everyTypedInput } from '@live-agent/test-fixtures';
import { formServerDisagreements, signIn } from '@live-agent/ui-kit/testing';
import { notifyRules } from './notify.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every hostile input', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) => {
    const answer = await axios.post(
      '/misc/notify',
      { [field]: value },
      { headers: { Authorization: `Bearer ${getAccessToken()}` }, validateStatus: () => true },
    );
    return (answer.status === 422 ? (answer.data.errors[field] ?? []) : []) as string[];
  };
  const inputs = [...everyTypedInput, ...badInputs.emails.map(({ value }) => ({ name: `e-mail ${value}`, value }))];
  expect(await formServerDisagreements({ fields: notifyRules(englishFormRules()), serverErrors, inputs })).toEqual([]);
}, 120_000);
