// The account form's company rules, in one place: the forms apply them and the tests run every hostile input through them
// (docs/architecture.md, Conventions).
import type { FormRule } from 'antd';
import type { PageRules } from '../../shared/rules';

export const COMPANY_MAX = 100;

/** The company is optional, at most COMPANY_MAX characters. */
export const companyRules = (rules: PageRules): FormRule[] => [rules.maxLength(COMPANY_MAX)];
