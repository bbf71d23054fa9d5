// The queue form's name rules, in one place: the drawer applies them and the tests run every hostile input
// through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { FormRules, Translate } from '@live-agent/ui-kit';

export const QUEUE_NAME_MAX = 80;

/** A name is required (not blank) and at most QUEUE_NAME_MAX characters; `t` translates the remote's namespace. */
export function queueNameRules(t: Translate, rules: FormRules): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('queues.rules.nameRequired') },
    rules.maxLength(QUEUE_NAME_MAX),
  ];
}
