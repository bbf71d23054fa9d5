// A figure typed into a form's number field stays as typed (ui-kit's NumberField, docs/architecture.md, UI kit): a
// figure its rule refuses (out of range, too precise, not a plain number) is still there word for word once the user
// has left the field, with the field's message under it, and the field has no step buttons of its own (antd's
// InputNumber named them in English whatever the language, and rewrote the figure on blur).
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types each figure into `field`, leaves the field, and expects the figure kept as typed beside its message. */
export async function expectFiguresKeptAsTyped(field: HTMLInputElement, refusals: Record<string, string>) {
  const user = userEvent.setup();
  const item = field.closest<HTMLElement>('.ant-form-item, .la-row-field') ?? field.parentElement!;
  for (const [typed, message] of Object.entries(refusals)) {
    await user.clear(field);
    await user.type(field, typed);
    await user.tab();
    expect([typed, field.value]).toEqual([typed, typed]);
    expect(await within(item).findByText(message)).toBeInTheDocument();
  }
  expect(
    within(item)
      .queryAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual([]);
}
