// Every hostile text of the bad-input fixture typed into one field of a real form (docs/architecture.md,
// Conventions): each is either refused with a message by the field, the typed text still there, or saved
// exactly as typed (trimmed). Nothing is silently dropped, nothing typed runs.
import { fireEvent, waitFor } from '@testing-library/react';
import { badInputs, XSS_FLAG, type NamedInput } from '@live-agent/test-fixtures';

/**
 * A test that types every entry opens and saves a real form some twenty times: seconds on an idle machine, a
 * minute or more on a busy one. Its own timeout, so the rest of a file keeps a tight one.
 */
export const BAD_TEXT_TIMEOUT_MS = 180_000;

/** The fixture's free-text and markup entries: what a person can type into a text field. */
export const BAD_TEXT: NamedInput[] = [...badInputs.text, ...badInputs.markup];

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
  inputs?: NamedInput[];
  /** What a field's shown message matches, inside the form: antd's by default; plain forms name their own. */
  refusal?: string;
}

/** Markup that ran, or elements it would have planted. */
function plantedMarkup(): string[] {
  const found = [...document.body.querySelectorAll('script, iframe, img[onerror], svg[onload], [onclick], a[href^="javascript:"]')];
  return found.map((element) => element.outerHTML.slice(0, 80));
}

export async function typeEveryBadText(options: BadTextFormOptions): Promise<void> {
  const expected = options.expected ?? ((typed: string) => typed.trim());
  for (const { name, value } of options.inputs ?? BAD_TEXT) {
    const form = await options.open();
    const field = options.field(form);
    fireEvent.change(field, { target: { value } });
    await options.save(form);
    let outcome: 'saved' | 'refused' | undefined;
    await waitFor(
      () => {
        if (options.stored(value) !== undefined) outcome = 'saved';
        else if (form.isConnected && form.querySelector(options.refusal ?? '.ant-form-item-explain-error')) outcome = 'refused';
        expect([name, outcome]).toEqual([name, expect.stringMatching(/saved|refused/)]);
      },
      { timeout: 4000 },
    );
    if (outcome === 'saved') expect([name, options.stored(value)]).toEqual([name, expected(value)]);
    else {
      // Nothing typed is lost: the field still holds it, beside its message (as the browser does, a one-line
      // input drops line breaks as it is typed, and a text area turns CR LF into LF).
      const input = options.field(form);
      // An e-mail input also trims the ends of its value (HTML's value sanitization for type=email).
      const oneLine = value.replace(/[\r\n]/g, '');
      const held = !(input instanceof HTMLInputElement) ? value.replace(/\r\n?/g, '\n') : input.type === 'email' ? oneLine.trim() : oneLine;
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
export async function discardFormDrawer(form: HTMLElement, labels = { cancel: 'Cancel', discard: 'Discard changes' }): Promise<void> {
  fireEvent.click(buttonNamed(form, labels.cancel)!);
  const discard = buttonNamed(document, labels.discard);
  if (discard) fireEvent.click(discard);
  await waitFor(() => expect(buttonNamed(document, labels.discard)).toBeUndefined());
}
