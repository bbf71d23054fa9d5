// The two hostile-text tests of a form's text field (docs/architecture.md, Conventions: Bad input), written once for
// every app's form tests: its rules on every entry (no rendering), and a few entries typed into the real form.
import type { FormRule } from 'antd';
import { BAD_TEXT_TIMEOUT_MS, expectRulesOnEveryBadText } from './badInputForm';

/**
 * Two `it`s: the field's `rules` refuse exactly the entries of `refused` (blankOrTooLong) and take every other one;
 * `typeIn`, given the same rules, types a few entries into the real form (typeBadTextsIntoForm or
 * typeBadTextsIntoNewRecord), which must show the rules' refusals, keep what was typed and store the rest.
 */
export function itChecksBadTextField({
  what,
  rules,
  refused,
  typeIn,
}: {
  /** The field as the tests' names call it: 'a title'. */
  what: string;
  /** The field's rules (read when the test runs, once i18n is set up). */
  rules: () => FormRule[];
  refused: Record<string, string>;
  typeIn: (rules: FormRule[]) => Promise<void>;
}) {
  it(`refuses by its rules exactly the blank and the over-long hostile texts as ${what}, and takes every other one`, async () => {
    await expectRulesOnEveryBadText(rules(), refused);
  });
  it(
    `shows its rules' refusals of hostile texts as ${what} in the form, keeping what was typed, and stores the rest as typed`,
    () => typeIn(rules()),
    BAD_TEXT_TIMEOUT_MS,
  );
}
