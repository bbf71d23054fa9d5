// The department form's name rules, in one place: the drawer applies them and the tests run every hostile
// input through them (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { FormRules, Translate } from '@live-agent/ui-kit';

export const DEPARTMENT_NAME_MAX = 80;

/** A name is required (not blank) and at most DEPARTMENT_NAME_MAX characters; `t` translates the remote's namespace. */
export function departmentNameRules(t: Translate, rules: FormRules): FormRule[] {
  return [
    { required: true, whitespace: true, message: t('departments.rules.nameRequired') },
    rules.maxLength(DEPARTMENT_NAME_MAX),
  ];
}
