// The task form's title rules, in one place: the drawer applies them and the tests run every hostile input
// through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { Translate } from '@live-agent/ui-kit';

/** A title is required and not blank (the server takes any length); `t` translates the remote's namespace. */
export function taskTitleRules(t: Translate): FormRule[] {
  return [{ required: true, whitespace: true, message: t('todo.form.titleRequired') }];
}
