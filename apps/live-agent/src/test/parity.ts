// What the mock server says about one field of a live-agent body, for the parity tests (ui-kit's
// formServerDisagreements): the field gets the typed value (as the form would send it), the rest of the body is
// valid, and the record replaced (or acted on) is always the same one, so a name the test saved before is its own,
// never "taken".
import type { FormRule } from 'antd';
import type { FormRules } from '@live-agent/ui-kit';
import { formServerDisagreements, sentFieldErrors } from '@live-agent/ui-kit/testing';
import { englishFormRules, setupScreenTest, signIn } from './render';

export interface FieldErrorsOptions {
  /** How the body is sent: PUT by default (a record replaced), POST for an action ('/conversations/7/close'). */
  method?: 'post' | 'put';
  /** The path below /api/v1 ('/departments/1'). */
  path: string;
  /** A body the server accepts. */
  valid: Record<string, unknown>;
  /** Where a field sits in the body and in the 422 ('settings' → settings.offlineMessage). */
  under?: (field: string) => string | undefined;
  /** What the form sends for a typed value (a trimmed time, a shortcut without its slash). */
  toWire?: Record<string, (typed: string) => unknown>;
}

export function serverFieldErrors({
  method = 'put',
  path,
  valid,
  under = () => undefined,
  toWire = {},
}: FieldErrorsOptions) {
  return async (field: string, typed: string): Promise<string[]> => {
    const value = toWire[field] ? toWire[field](typed) : typed;
    const group = under(field);
    const body = group
      ? { ...valid, [group]: { ...(valid[group] as object), [field]: value } }
      : { ...valid, [field]: value };
    return sentFieldErrors({ method, url: `/api/v1${path}`, body, key: group ? `${group}.${field}` : field });
  };
}

/**
 * The whole parity test of a form an admin fills in: signed in as an admin, each field of the form's English rules
 * (or the `fields` named) refuses exactly what the server refuses for the body `options` builds, in the same words.
 */
export function adminFormParityTest(
  title: string,
  rulesOf: (rules: FormRules) => Record<string, FormRule[]>,
  { fields: only, ...options }: FieldErrorsOptions & { fields?: readonly string[] },
) {
  setupScreenTest();

  it(
    title,
    async () => {
      await signIn('admin');
      const rules = rulesOf(englishFormRules());
      const fields = only ? Object.fromEntries(only.map((field) => [field, rules[field]])) : rules;
      expect(await formServerDisagreements({ fields, serverErrors: serverFieldErrors(options) })).toEqual([]);
    },
    120_000,
  );
}
