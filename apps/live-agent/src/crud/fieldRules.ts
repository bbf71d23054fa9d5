// The field rules of the back office's create/edit forms: each field's rules are its schema's in
// @live-agent/contracts, the check the server runs on the body (docs/architecture.md, Conventions: Bad input), so a
// form's rules function names its fields and this reads them off the schema, and a drawer takes them in the
// user's language with the remote's strings.
import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules, type FormRules } from '@live-agent/ui-kit';
import type { RuleSchema } from '@live-agent/contracts';
import { NAMESPACE } from '../i18n';

/** The rules of the named fields of a schema's `shape`, each checked by its own schema. */
export function fieldRules<S extends Record<string, RuleSchema>, K extends keyof S & string>(
  rules: FormRules,
  shape: S,
  names: readonly K[],
): Record<K, FormRule[]> {
  return Object.fromEntries(names.map((name) => [name, rules.of(shape[name])])) as Record<K, FormRule[]>;
}

/** A drawer's strings (the remote's namespace) and its rules function's rules in the current language. */
export function useFieldRules<R>(rulesOf: (rules: FormRules) => R) {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => rulesOf(formRules), [rulesOf, formRules]);
  return { t, rules };
}
