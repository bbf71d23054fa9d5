// The field rules of the back office's create/edit forms: each field's rules are its schema's in
// @live-agent/contracts, the check the server runs on the body (docs/architecture.md, Conventions: Bad input); a
// form's rules function names its fields (ui-kit's `rules.fields`), and a drawer takes them in the user's language
// with the remote's strings.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules, type FormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';

/** A drawer's strings (the remote's namespace) and its rules function's rules in the current language. */
export function useFieldRules<R>(rulesOf: (rules: FormRules) => R) {
  const { t } = useTranslation(NAMESPACE);
  const formRules = useFormRules();
  const rules = useMemo(() => rulesOf(formRules), [rulesOf, formRules]);
  return { t, rules };
}
