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
  const account = wizardAccountSchema.shape;
  const profile = wizardProfileSchema.shape;
  const plan = wizardPlanSchema.shape;
  return {
    fullName: rules.of(account.fullName),
    email: rules.of(account.email),
    username: rules.of(account.username),
    company: rules.of(profile.company),
    phone: rules.of(profile.phone),
    website: rules.of(profile.website),
    plan: rules.of(plan.plan),
    seats: rules.of(plan.seats),
  };
}

export function signupRules(rules: FormRules) {
  const signup = showcaseSignupSchema.shape;
  return {
    username: rules.of(signup.username),
    email: rules.of(signup.email),
    password: rules.of(signup.password),
    // The same text as the password, read when the rule runs (the field depends on it).
    confirmPassword: [
      ({ getFieldValue }) => rules.of(confirmPasswordField(getFieldValue('password') ?? ''))[0],
    ] as FormRule[],
    age: rules.of(signup.age),
    website: rules.of(signup.website),
  };
}

export function contactRules(rules: FormRules) {
  const contact = showcaseContactSchema.shape;
  return {
    fullName: rules.of(contact.fullName),
    email: rules.of(contact.email),
    company: rules.of(contact.company),
    message: rules.of(contact.message),
  };
}

export function lineRules(rules: FormRules) {
  const line = showcaseLineSchema.shape;
  return { name: rules.of(line.name), cost: rules.of(line.cost), quantity: rules.of(line.quantity) };
}

/** The list's own rule (1 to 20 lines) for Form.List, whose rules may only be validators. */
export function linesRules(rules: FormRules) {
  const [rule] = rules.of(showcaseLineCountSchema);
  const { validator } = rule as Extract<FormRule, { validator?: unknown }>;
  return [{ validator: validator! }];
}
