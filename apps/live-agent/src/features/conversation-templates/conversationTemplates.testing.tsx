// Shared helpers of this feature's screen tests: Mirage per test, rows and pagination read by class (role
// queries over a whole antd page are slow in jsdom), and antd Select driven as the brief describes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupScreenTest } from '../../test/render';

export const PATH = '/live-agent/conversation-templates';

/** Starts Mirage around each test of the calling file and returns a getter for it. */
export const setupTemplateServer = setupScreenTest;

export const rows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-testid="templates-table"] tr.ant-table-row'));
export const titles = () => rows().map((row) => row.querySelector('.ct-title-link')?.textContent);
export const range = () =>
  document.querySelector('[data-testid="templates-table"] .ant-pagination-total-text')?.textContent;

/** Waits until the list shows `total` templates and its first page. */
export async function showsList(total: number, count = Math.min(total, 10)) {
  await waitFor(() => expect(range()).toBe(`1–${count} of ${total}`));
  await waitFor(() => expect(rows()).toHaveLength(count));
}

/** Opens an antd Select and clicks the option with this label. */
export async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select.querySelector('.ant-select-content') ?? select);
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (element) =>
        (element.getAttribute('title') ?? element.textContent) === option &&
        !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`No option "${option}"`);
    return found;
  });
  fireEvent.click(item);
}

export const drawer = () => screen.getByTestId('template-drawer');

/** The antd Select around the control labelled `label` inside `container`. */
export const selectIn = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(label).closest<HTMLElement>('.ant-select')!;

/** The error text under the drawer's field labelled `label` ('' when none). */
export const fieldError = (label: string) =>
  within(drawer()).getByLabelText(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain')
    ?.textContent ?? '';

/** A button by its accessible label (aria-label or text): role queries are slow over a whole antd page. */
export function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll<HTMLButtonElement>('button')).find(
    (element) => (element.getAttribute('aria-label') ?? element.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

export const saveButton = () => button(drawer(), 'Save');

/** The confirm button of the open Popconfirm. */
export const confirmButton = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLButtonElement>(
      '.ant-popconfirm:not(.ant-popover-hidden) .ant-popconfirm-buttons .ant-btn-primary',
    );
    if (!found) throw new Error('No open confirmation');
    return found;
  });
