// The comment form's text rules, in one place: the drawer applies them and the tests run every hostile input
// through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { Translate } from '@live-agent/ui-kit';
import { COMMENT_MAX_LENGTH } from './comments.types';

/** A text is required (not blank) and at most COMMENT_MAX_LENGTH characters; `t` translates the remote's namespace. */
export function commentTextRules(t: Translate): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('comments.validation.textRequired') },
    { max: COMMENT_MAX_LENGTH, message: t('comments.validation.textLength', { max: COMMENT_MAX_LENGTH }) },
  ];
}
