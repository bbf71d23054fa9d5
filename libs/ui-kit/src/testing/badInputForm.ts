// The hostile texts of the bad-input fixture against one field of a form (docs/architecture.md, Conventions):
// each is either refused with a message by the field, the typed text still there, or saved exactly as typed
// (trimmed). Nothing is silently dropped, nothing typed runs. Every entry goes through the field's rules
// directly (fieldErrors, expectRulesOnEveryBadText); a few are typed into the real form in jsdom
// (typeBadTextsIntoForm), which proves the form applies those rules, keeps what was typed and saves the rest.
import { fireEvent, waitFor } from '@testing-library/react';
import type { FormRule } from 'antd';
// The function antd's Form.Item runs over a field's rules (antd's own form engine, installed with antd).
import { validateRules } from '@rc-component/form/lib/utils/validateUtil';
import { badInputs, XSS_FLAG, type NamedInput } from '@live-agent/test-fixtures';

/**
 * Each entry typed opens and saves a real form: seconds apiece on a loaded 2-core machine (three entries took
 * a minute there). Its own timeout, so the rest of a file keeps a tight one.
 */
export const BAD_TEXT_TIMEOUT_MS = 120_000;

/** The fixture's free-text and markup entries: what a person can type into a text field. */
export const BAD_TEXT: NamedInput[] = [...badInputs.text, ...badInputs.markup];

/**
 * The few entries a form's one pass in jsdom types (a blank one and an over-long one the rules refuse, a markup
 * one they take): every entry goes through the rules themselves with fieldErrors, at no cost; the real form only
 * has to show that it applies those rules, keeps what was typed and saves what they accept.
 */
export const UI_PASS_NAMES = ['spaces only', 'very long (5,000 characters)', 'img onerror'];
export const BAD_TEXT_UI_PASS: NamedInput[] = BAD_TEXT.filter(({ name }) => UI_PASS_NAMES.includes(name));
// A renamed fixture entry would silently shorten the pass: say so instead.
if (BAD_TEXT_UI_PASS.length !== UI_PASS_NAMES.length)
  throw new Error(`bad-inputs.json lacks one of ${UI_PASS_NAMES.join(', ')}`);

/**
 * The messages antd's Form shows under a field holding `value` under `rules`, none when they accept it:
 * the same validation Form.Item runs (every rule, in order, as a Form.Item without validateFirst).
 * `values` are the form's other fields, for rules that read them through the form.
 */
export async function fieldErrors(
  rules: FormRule[],
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string[]> {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as Parameters<
    Extract<FormRule, (...args: never[]) => unknown>
  >[0];
  const objects = rules.map((rule) => (typeof rule === 'function' ? rule(form) : rule));
  const ruleErrors = await validateRules(['field'], value, objects, {}, false).then(
    () => [],
    (errors: { errors: unknown[] }[]) => errors,
  );
  return ruleErrors.flatMap(({ errors }) => errors.map(String));
}

/** The fixture's blank entries and its over-long one, by name. */
export const BLANK_TEXT_NAMES = ['empty', 'spaces only', 'tabs and newlines'];
export const LONG_TEXT_NAME = 'very long (5,000 characters)';

/** The refusals of a required text field: `required` for each blank entry, `tooLong` (when given) for the long one. */
export function blankOrTooLong(required: string, tooLong?: string): Record<string, string> {
  const refusals: Record<string, string> = Object.fromEntries(BLANK_TEXT_NAMES.map((name) => [name, required]));
  if (tooLong) refusals[LONG_TEXT_NAME] = tooLong;
  return refusals;
}

/**
 * Every hostile text through a field's rules (antd rules, or a function giving a value's messages, for a form
 * without antd): `refusals` names the entries they refuse, with the messages shown (by entry name); every other
 * entry is accepted. Returns nothing: it asserts.
 */
export async function expectRulesOnEveryBadText(
  rules: FormRule[] | ((value: string) => string[] | Promise<string[]>),
  refusals: Record<string, string | string[]>,
  inputs: NamedInput[] = BAD_TEXT,
  values?: Record<string, unknown>,
): Promise<void> {
  const unknown = Object.keys(refusals).filter((name) => !inputs.some((input) => input.name === name));
  expect(unknown).toEqual([]);
  for (const { name, value } of inputs) {
    const expected = refusals[name] ?? [];
    const shown = typeof rules === 'function' ? await rules(value) : await fieldErrors(rules, value, values);
    expect([name, shown]).toEqual([name, Array.isArray(expected) ? expected : [expected]]);
  }
}

export interface BadTextFormOptions {
  /** Opens the form afresh (a drawer, a page) and returns its root element. */
  open(): Promise<HTMLElement>;
  /** The field under test inside the form. */
  field(form: HTMLElement): HTMLInputElement | HTMLTextAreaElement;
  /** Presses the form's Save (and, for a form in steps, whatever else it takes to reach the server; awaited). */
  save(form: HTMLElement): unknown;
  /** What the server holds for this field after the save, or undefined while nothing was stored. */
  stored(typed: string): string | undefined;
  /** Closes a form that refused the input (and discards it), so the next entry starts clean. */
  close(form: HTMLElement): Promise<void>;
  /** A few entries are reworded by the server on purpose (say, inner whitespace); default: trimmed. */
  expected?(typed: string): string;
  /** The entries to type: BAD_TEXT_UI_PASS by default. */
  inputs?: NamedInput[];
  /** What a field's shown message matches, inside the form: antd's by default; plain forms name their own. */
  refusal?: string;
  /**
   * The messages the field's rules give each entry (fieldErrors): an entry they refuse must be refused by the
   * form with those messages shown. Without it, or for an entry they take, either outcome passes.
   */
  verdict?(typed: string): Promise<string[]> | string[];
}

/** Markup that ran, or elements it would have planted. */
function plantedMarkup(): string[] {
  const found = [
    ...document.body.querySelectorAll('script, iframe, img[onerror], svg[onload], [onclick], a[href^="javascript:"]'),
  ];
  return found.map((element) => element.outerHTML.slice(0, 80));
}

export async function typeBadTextsIntoForm(options: BadTextFormOptions): Promise<void> {
  const expected = options.expected ?? ((typed: string) => typed.trim());
  for (const { name, value } of options.inputs ?? BAD_TEXT_UI_PASS) {
    const form = await options.open();
    const field = options.field(form);
    fireEvent.change(field, { target: { value } });
    await options.save(form);
    let outcome: 'saved' | 'refused' | undefined;
    await waitFor(
      () => {
        if (options.stored(value) !== undefined) outcome = 'saved';
        else if (
          form.isConnected &&
          form.querySelector(options.refusal ?? '.ant-form-item-explain-error, .la-row-field-error')
        )
          outcome = 'refused';
        expect([name, outcome]).toEqual([name, expect.stringMatching(/saved|refused/)]);
      },
      { timeout: 4000 },
    );
    const verdict = options.verdict ? await options.verdict(value) : undefined;
    // What the rules refuse never reaches the server; what they take may still be refused by it (its 422 under
    // the field), which the server's own tests of every entry decide.
    if (verdict?.length) expect([name, outcome]).toEqual([name, 'refused']);
    if (outcome === 'saved') expect([name, options.stored(value)]).toEqual([name, expected(value)]);
    else {
      if (verdict?.length) {
        const shown = Array.from(
          form.querySelectorAll(options.refusal ?? '.ant-form-item-explain-error, .la-row-field-error'),
          (node) => node.textContent ?? '',
        );
        const missing = verdict.filter((message) => !shown.some((text) => text.includes(message)));
        expect([name, missing]).toEqual([name, []]);
      }
      // Nothing typed is lost: the field still holds it, beside its message (as the browser does, a one-line
      // input drops line breaks as it is typed, and a text area turns CR LF into LF).
      const input = options.field(form);
      // An e-mail input also trims the ends of its value (HTML's value sanitization for type=email).
      const oneLine = value.replace(/[\r\n]/g, '');
      const held = !(input instanceof HTMLInputElement)
        ? value.replace(/\r\n?/g, '\n')
        : input.type === 'email'
          ? oneLine.trim()
          : oneLine;
      expect([name, input.value]).toEqual([name, held]);
      await options.close(form);
    }
    expect([name, (window as unknown as Record<string, unknown>)[XSS_FLAG]]).toEqual([name, undefined]);
    expect([name, plantedMarkup()]).toEqual([name, []]);
  }
}

/** The button whose text is exactly `text` (a fast stand-in for getByRole('button', { name })). */
export const buttonNamed = (root: ParentNode, text: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((button) => button.textContent === text);

/**
 * `close` for a FormDrawer: presses its Cancel and, when the form was changed, the prompt's "Discard changes"
 * (an untouched form, such as the empty entry, closes without asking). Text queries, not role queries: those
 * are slow over a whole antd page in jsdom.
 */
export async function discardFormDrawer(
  form: HTMLElement,
  labels = { cancel: 'Cancel', discard: 'Discard changes' },
): Promise<void> {
  fireEvent.click(buttonNamed(form, labels.cancel)!);
  const discard = buttonNamed(document, labels.discard);
  if (discard) fireEvent.click(discard);
  await waitFor(() => expect(buttonNamed(document, labels.discard)).toBeUndefined());
}
