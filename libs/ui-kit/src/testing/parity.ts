// A form and the server agree: every hostile input of the shared fixture, typed into each field, is refused by the
// form's rules exactly when the server refuses it, and with the same words (both take the rule and its text from
// @live-agent/contracts; docs/architecture.md, Contracts). One call per form family.
import axios from 'axios';
import type { FormRule } from 'antd';
import { everyTypedInput, type NamedInput } from '@live-agent/test-fixtures';
import { fieldErrors } from './badInputForm';
import { authorised } from './session';

export interface ParityOptions {
  /** The form's rules by the field's name on the server ('address.phone'). */
  fields: Record<string, FormRule[]>;
  /** What the server says about `field` when sent `value` there (the other fields good): its messages, [] if none. */
  serverErrors: (field: string, value: string) => Promise<string[]>;
  /** The inputs to try; the fixture's every typed input by default. */
  inputs?: NamedInput[];
}

/** Where the form and the server disagree: field, input, and what each said (the first message, '' for none). */
export async function formServerDisagreements({ fields, serverErrors, inputs = everyTypedInput }: ParityOptions) {
  const disagreements: { field: string; input: string; form: string; server: string }[] = [];
  for (const [field, rules] of Object.entries(fields)) {
    for (const { name, value } of inputs) {
      const typed = String(value);
      const [form = ''] = await fieldErrors(rules, typed);
      const [server = ''] = await serverErrors(field, typed);
      if (form !== server) disagreements.push({ field, input: name, form, server });
    }
  }
  return disagreements;
}

/**
 * What the server says about one field of a body the signed-in user sends (the shell's session token; none when
 * signed out): the 422's messages for `key`, none when it accepts. A parity test's `serverErrors` builds the body
 * and names the field's key in the 422 ('address.phone').
 */
export async function sentFieldErrors({
  method = 'post',
  url,
  body,
  key,
}: {
  method?: 'post' | 'put';
  url: string;
  body: unknown;
  key: string;
}): Promise<string[]> {
  const answer = await axios.request({ method, url, data: body, ...authorised(), validateStatus: () => true });
  return answer.status === 422 ? ((answer.data?.errors?.[key] ?? []) as string[]) : [];
}
