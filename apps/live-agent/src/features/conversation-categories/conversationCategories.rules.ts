// The category form's name rules, in one place: the drawer applies them and the tests run every hostile
// input through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { Translate } from '@live-agent/ui-kit';
import { CATEGORY_NAME_MAX } from './conversationCategories.types';

/** A name is required (not blank) and at most CATEGORY_NAME_MAX characters; `t` translates the remote's namespace. */
export function categoryNameRules(t: Translate): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('categories.validation.nameRequired') },
    { max: CATEGORY_NAME_MAX, message: t('categories.validation.nameLength', { max: CATEGORY_NAME_MAX }) },
  ];
}
