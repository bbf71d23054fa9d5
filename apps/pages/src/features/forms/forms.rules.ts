// The forms showcase's field rules, from the schemas in @live-agent/contracts the mock server checks with
// (docs/architecture.md, Contracts): the wizard's steps, the validation demo's sign-up, the layout demo's contact
// form and the repeater's lines. Plain functions of ui-kit's rules, so the tests run every hostile input through them.
import type { FormRule } from 'antd';
import {
  confirmPasswordField,
  showcaseContactSchema,
  showcaseLineSchema,
  showcaseLineCountSchema,
  showcaseSignupSchema,
  wizardAccountSchema,
  wizardPlanSchema,
  wizardProfileSchema,
} from '@live-agent/contracts';
import type { FormRules } from '@live-agent/ui-kit';

export function wizardRules(rules: FormRules) {
  return {
    ...rules.fields(wizardAccountSchema.shape, ['fullName', 'email', 'username']),
    ...rules.fields(wizardProfileSchema.shape, ['company', 'phone', 'website']),
    ...rules.fields(wizardPlanSchema.shape, ['plan', 'seats']),
  };
}

export function signupRules(rules: FormRules) {
  return {
    ...rules.fields(showcaseSignupSchema.shape, ['username', 'email', 'password', 'age', 'website']),
    // The same text as the password, read when the rule runs (the field depends on it).
    confirmPassword: [
      ({ getFieldValue }) => rules.of(confirmPasswordField(getFieldValue('password') ?? ''))[0],
    ] as FormRule[],
  };
}

export function contactRules(rules: FormRules) {
  return rules.fields(showcaseContactSchema.shape, ['fullName', 'email', 'company', 'message']);
}

export function lineRules(rules: FormRules) {
  return rules.fields(showcaseLineSchema.shape, ['name', 'cost', 'quantity']);
}

/** The list's own rule (1 to 20 lines) for Form.List, whose rules may only be validators. */
export function linesRules(rules: FormRules) {
  const [rule] = rules.of(showcaseLineCountSchema);
  const { validator } = rule as Extract<FormRule, { validator?: unknown }>;
  return [{ validator: validator! }];
}
