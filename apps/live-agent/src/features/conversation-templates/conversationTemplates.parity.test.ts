// The template form and the server agree on every hostile input of the shared fixture, field by field: one refuses
// exactly what the other refuses, in the same words (both from the template's schema in contracts). The form sends
// its shortcut without the slash the screen shows.
import { formServerDisagreements } from '@live-agent/ui-kit/testing';
import { templateRules } from './conversationTemplates.rules';
import { englishFormRules, setupScreenTest, signIn } from '../../test/render';
import { serverFieldErrors } from '../../test/parity';

setupScreenTest();

it('refuses in the form exactly what the server refuses, with the same message, for every field and hostile input', async () => {
  await signIn('admin');
  const { title, shortcut, body } = templateRules(englishFormRules());
  const serverErrors = serverFieldErrors({
    path: '/conversation-templates/1',
    valid: { title: 'Thanks', shortcut: 'parity-thanks', body: 'Thanks!', scope: 'global' },
    toWire: { shortcut: (typed) => typed.replace(/^\//, '') },
  });
  expect(await formServerDisagreements({ fields: { title, shortcut, body }, serverErrors })).toEqual([]);
}, 120_000);
