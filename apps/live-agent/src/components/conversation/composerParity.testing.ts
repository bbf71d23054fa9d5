// The message composer's parity with the server on a chat the signed-in caller may write to, for the monitor's
// composer (a whisper and a join) and the inbox's (a note and a reply): one check for both, each kind of message.
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { englishFormRules } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';
import { messageRules } from './conversation.rules';

/** For a private and a public message to chat `id`: where the composer and the server disagree (none expected). */
export async function composerDisagreements(id: number): Promise<Array<[boolean, unknown[]]>> {
  const found: Array<[boolean, unknown[]]> = [];
  for (const isPrivate of [true, false]) {
    const serverErrors = serverFieldErrors({
      method: 'post',
      path: `/conversations/${id}/messages`,
      valid: { isPrivate },
    });
    found.push([isPrivate, await formServerDisagreements({ fields: messageRules(englishFormRules()), serverErrors })]);
  }
  return found;
}
