// Test support for screens built on SortableTable. jsdom lays nothing out, so every row would sit at 0,0 and
// dnd-kit's keyboard sensor (which moves a lifted row onto the row below or above it) would find nowhere to
// go: this gives each table row a rect from its place in its table body. Also the rows, the row menu and dnd-kit's
// announcements as the screens' tests read them (by class and label: role queries over a whole antd page are slow).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

export function mockRowGeometry(rowHeight = 48, width = 960): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement) {
    const row = this.closest('tr[data-row-key]');
    if (!row?.parentElement) return original.call(this);
    const index = Array.from(row.parentElement.querySelectorAll(':scope > tr[data-row-key]')).indexOf(row);
    const top = 100 + index * rowHeight;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: width,
      bottom: top + rowHeight,
      width,
      height: rowHeight,
      toJSON: () => ({}),
    } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}

/** A key press as dnd-kit reads it (by `code`), then a tick: the sensor starts listening in a timeout. */
export async function pressKey(element: Element, code: 'Space' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp') {
  const key = { Space: ' ', Enter: 'Enter', Escape: 'Escape', ArrowDown: 'ArrowDown', ArrowUp: 'ArrowUp' }[code];
  await act(async () => {
    fireEvent.keyDown(element, { code, key });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** mockRowGeometry around each test of the file. */
export function mockRowGeometryEach(): void {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = mockRowGeometry();
  });
  afterEach(() => restore());
}

/** The table's rows, in the order shown. */
export const sortableRows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.la-sortable-table tbody tr[data-row-key]'));

/** What dnd-kit last said to screen readers. */
export const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

/** Opens the row menu of the row named `name`. */
export async function openRowMenu(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByLabelText(`More actions for ${name}`));
  });
}

/** Clicks an item of the open row menu (menus opened before stay in the DOM, hidden). */
export async function pickMenuItem(text: string) {
  const item = await waitFor(() => {
    const found = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item'),
    ).filter((entry) => entry.textContent === text);
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1];
  });
  fireEvent.click(item);
}
