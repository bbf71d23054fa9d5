// The template form's message rules, in one place: the drawer applies them and the tests run every hostile
// input through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { Translate } from '@live-agent/ui-kit';
import { BODY_MAX } from './conversationTemplates.types';

/** A message is required (not blank) and at most BODY_MAX characters; `t` translates the remote's namespace. */
export function templateBodyRules(t: Translate): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('templates.validation.bodyRequired') },
    { max: BODY_MAX, message: t('templates.validation.bodyMax', { max: BODY_MAX }) },
  ];
}
