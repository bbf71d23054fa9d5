// A small form state for the sign-in forms, which render before antd (and its Form) has loaded in the shell:
// values, per-field rules with translated messages, errors shown after blur or submit, server errors.
// The formats are the predicates of @live-agent/contracts the API's schemas check with (no schema library here:
// this is the first load).
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isEmail, isStrongPassword } from '@live-agent/contracts';

export type Rule<V> = (value: string, values: V) => string | null;
type Values = Record<string, string | boolean>;

export const required =
  <V>(message: string): Rule<V> =>
  (value) =>
    String(value ?? '').trim() ? null : message;
/** A text that, trimmed as the API trims it, passes `test` (a blank one is for `required` to refuse). */
export const format =
  <V>(test: (value: string) => boolean, message: string): Rule<V> =>
  (value) => {
    const text = String(value ?? '').trim();
    return !text || test(text) ? null : message;
  };
/** An e-mail address as the API takes one (contracts' isEmail). */
export const email = <V>(message: string): Rule<V> => format<V>(isEmail, message);
/** A new password as the API takes one (contracts' isStrongPassword), as typed: a password is never trimmed. */
export const newPassword =
  <V>(message: string): Rule<V> =>
  (value) =>
    !value || isStrongPassword(value) ? null : message;
export const minLength =
  <V>(min: number, message: string): Rule<V> =>
  (value) =>
    !value || value.length >= min ? null : message;
export const pattern =
  <V>(regex: RegExp, message: string): Rule<V> =>
  (value) =>
    !value || regex.test(value) ? null : message;

/** The message of the first of `rules` that refuses `value` (as the form shows it), or undefined. */
export function firstProblem<V>(rules: Rule<V>[] | undefined, value: string, values: V): string | undefined {
  for (const rule of rules ?? []) {
    const message = rule(value, values);
    if (message) return message;
  }
  return undefined;
}

export function useForm<V extends Values>(initial: V, rules: Partial<Record<keyof V, Rule<V>[]>>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const refs = useRef<Partial<Record<keyof V, HTMLInputElement | null>>>({});

  const check = useCallback(
    (name: keyof V, all: V) => firstProblem(rules[name], String(all[name] ?? ''), all),
    [rules],
  );

  /** What an input of `name` takes: its value (a checkbox's `checked`), its error, and the handlers. */
  const field = (name: keyof V & string) => {
    const held: string | boolean = values[name];
    return {
      name,
      id: `field-${name}`,
      ...(typeof held === 'boolean' ? { checked: held } : { value: held }),
      ref: (element: HTMLInputElement | null) => {
        refs.current[name] = element;
      },
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.type === 'checkbox' ? event.target.checked : event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        // Editing a field takes away its error (the server's too) until it is checked again.
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
      onBlur: () => {
        if (String(values[name] ?? '') !== '') setErrors((current) => ({ ...current, [name]: check(name, values) }));
      },
    };
  };

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of Object.keys(rules) as (keyof V)[]) {
      const message = check(name, values);
      if (message) found[name] = message;
    }
    setErrors(found);
    const firstInvalid = (Object.keys(found) as (keyof V)[])[0];
    if (firstInvalid) refs.current[firstInvalid]?.focus();
    else onValid(values);
  };

  return { values, setValues, errors, setErrors, field, handleSubmit };
}
