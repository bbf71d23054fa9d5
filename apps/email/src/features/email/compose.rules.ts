// The composer's rules: the mail's schemas in @live-agent/contracts, which the server checks a send and a draft
// with (docs/demo-api.md, Email), so the composer refuses what the server would, in its words (ui-kit's `rules`).
// The composer is no antd form: its checks give texts; `composeRules` wraps them as antd rules for the parity test.
import type { FormRule } from 'antd';
import {
  checkAgainst,
  emailDraftSchema,
  emailRecipientsSchema,
  emailSendSchema,
  maxLengthOf,
  type EmailDraftInput,
  type FieldErrors,
  type RuleSchema,
} from '@live-agent/contracts';
import type { FormRules, Translate } from '@live-agent/ui-kit';
import { splitAddress } from './email.format';

/** Each broken field's texts, from `t` of ui-kit's namespace; {} when `value` passes `schema`. */
function problems(t: Translate, schema: RuleSchema, value: unknown): FieldErrors {
  const checked = checkAgainst(schema, value);
  if (checked.ok) return {};
  return Object.fromEntries(
    Object.entries(checked.issues).map(([field, list]) => [
      field,
      list.map(({ key, values }) => t(`rules.${key}`, values)),
    ]),
  );
}

/** Why a typed recipient ("Name <address>" or an address) is refused, or null when a recipient list takes it. */
export function recipientProblem(t: Translate, typed: string): string | null {
  return problems(t, emailRecipientsSchema, [splitAddress(typed)])['']?.[0] ?? null;
}

/** The most characters a subject takes (the schema's own limit, trimmed as the server trims it). */
export const SUBJECT_MAX = maxLengthOf(emailDraftSchema.shape.subject) ?? 0;

/** Why the subject as typed is refused, or null: shown as it is typed, not only on send. */
export const subjectProblem = (t: Translate, subject: string): string | null =>
  problems(t, emailDraftSchema.shape.subject, subject)['']?.[0] ?? null;

/** What is wrong with a mail about to be sent (it needs a recipient) or saved as a draft, by field. */
export const draftProblems = (t: Translate, draft: EmailDraftInput, sending: boolean): FieldErrors =>
  problems(t, sending ? emailSendSchema : emailDraftSchema, draft);

const asRule = (check: (value: string) => string | null): FormRule[] => [
  {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** The composer's checks of a typed recipient and of the subject, as antd rules. */
export const composeRules = (rules: FormRules, t: Translate) => ({
  to: asRule((typed) => recipientProblem(t, typed)),
  subject: rules.of(emailDraftSchema.shape.subject),
});
