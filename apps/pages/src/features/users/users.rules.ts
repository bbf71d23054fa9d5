// The user forms' name rules (the drawer and the edit page), in one place: the forms apply them and the tests run every hostile input through them
// (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { PageRules } from '../../shared/rules';

export const USER_NAME_MAX = 100;

/** A full name is required (not blank) and at most USER_NAME_MAX characters. */
export const userFullNameRules = (rules: PageRules): FormRule[] => [rules.required, rules.maxLength(USER_NAME_MAX)];
