// antd Selects in a test: opened as a user opens one (a mouse-down on its box) and an option clicked by its text.
import { fireEvent, waitFor } from '@testing-library/react';

/** Opens the Select whose input is labelled `label` (or has that id: a form's field). */
export function openSelect(label: string, container: ParentNode = document) {
  const input =
    container.querySelector<HTMLElement>(`input[aria-label="${label}"]`) ??
    container.querySelector<HTMLElement>(`input[id="${label}"]`)!;
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector') ?? input);
}

/** Clicks the option reading `text` of the open Select (lists opened before stay in the DOM, hidden). */
export async function pickOption(text: string) {
  const options = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).filter(
      (option) => option.textContent === text,
    );
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  fireEvent.click(options[options.length - 1]);
}

/** Opens the Select labelled `label` and picks the option reading `text`. */
export async function chooseOption(label: string, text: string) {
  openSelect(label);
  await pickOption(text);
}
