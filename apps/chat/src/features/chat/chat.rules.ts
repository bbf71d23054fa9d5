// The chat's rules: a message's and the about text's schemas in @live-agent/contracts, which the server checks a
// send and a profile save with (docs/demo-api.md, Chat), so the screen refuses what the server would, in its words.
import type { FormRule } from 'antd';
import { chatAboutSchema, chatMessageSchema, checkAgainst } from '@live-agent/contracts';
import type { FormRules, Translate } from '@live-agent/ui-kit';

/** What is wrong with a message as typed (the first broken rule's text, from `t` of ui-kit's namespace), or null. */
export function messageProblem(t: Translate, typed: string): string | null {
  const checked = checkAgainst(chatMessageSchema, typed);
  if (checked.ok) return null;
  const [first] = Object.values(checked.issues).flat();
  return t(`rules.${first.key}`, first.values);
}

/** The composer's check as an antd rule (the composer is no antd form): the parity test runs it. */
export const messageRules = (t: Translate): FormRule[] => [
  {
    validator: (_rule, value: unknown) => {
      const problem = messageProblem(t, typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** The profile drawer's about text. */
export const profileRules = (rules: FormRules) => ({ about: rules.of(chatAboutSchema) });
