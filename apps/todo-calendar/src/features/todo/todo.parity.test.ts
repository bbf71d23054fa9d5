// The task drawer and the to-do routes agree on every hostile input of the shared fixture: the drawer refuses exactly
// the titles the server refuses, in the same words (both from the task's schema in contracts). The due day's picker
// takes no typed text and is left out.
import { formServerDisagreements, sentFieldErrors, signIn } from '@live-agent/ui-kit/testing';
import { taskRules } from './todo.rules';
import { englishFormRules, setupScreenTest } from '../../test/render';

setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

it('refuses in the drawer exactly what the server refuses, with the same message', async () => {
  await signIn('admin');
  const serverErrors = async (field: string, value: string) => {
    return sentFieldErrors({
      url: '/apps/todo/add-tasks',
      body: { task: { title: 'A task', [field]: value } },
      key: field,
    });
  };
  const fields = { title: taskRules(englishFormRules()).title };
  expect(await formServerDisagreements({ fields, serverErrors })).toEqual([]);
}, 60_000);
