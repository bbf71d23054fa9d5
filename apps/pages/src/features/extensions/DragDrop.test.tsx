// The sortable list and the kanban board move with the keyboard alone, as the page says: Space lifts a row or a card
// by its handle, the arrow keys move it (into the next column too), Space drops it, and every step is announced.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

// jsdom lays nothing out: each list row and each card gets a rect from its place in its list, each kanban column
// side by side, so dnd-kit's keyboard sensor has a row below and a column beside to move onto.
const original = HTMLElement.prototype.getBoundingClientRect;
const rect = (left: number, top: number, width: number, height: number) =>
  ({
    x: left,
    y: top,
    top,
    left,
    right: left + width,
    bottom: top + height,
    width,
    height,
    toJSON: () => ({}),
  }) as DOMRect;
const indexIn = (element: Element) => Array.from(element.parentElement!.children).indexOf(element);
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement) {
    const row = this.closest('[data-sortable-id], [data-kanban-card]');
    const column = this.closest('.ext-kanban-column');
    const left = column ? indexIn(column) * 300 : 0;
    const width = column ? 280 : 400;
    if (row?.parentElement) return rect(left, 100 + indexIn(row) * 40, width, 40);
    // A column's list, where a card can be dropped.
    if (column && this.tagName === 'UL') return rect(left, 100, width, Math.max(60, this.children.length * 40));
    return original.call(this);
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

async function press(element: Element, code: 'Space' | 'ArrowDown' | 'ArrowRight') {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    // The sensor starts listening in a timeout.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
/** What the page's live regions say (the list and the board have one each; a test moves on one of them). */
const announced = () =>
  Array.from(document.querySelectorAll('[id^="DndLiveRegion"]'), (region) => region.textContent)
    .join('')
    .trim();

it('reorders the list with the keyboard and announces each step', async () => {
  await renderRoute('/extensions/drag-drop');
  const list = await screen.findByRole('list', { name: 'Steps of a support chat' }, { timeout: 10_000 });
  const texts = () =>
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(texts().slice(0, 2)).toEqual(['Greet the customer', 'Confirm who they are']);

  const handle = within(list).getByRole('button', { name: 'Move Greet the customer' });
  handle.focus();
  await press(handle, 'Space');
  expect(announced()).toMatch(/Greet the customer.*position 1 of 5/);
  await press(handle, 'ArrowDown');
  expect(announced()).toBe('Greet the customer moved to position 2 of 5.');
  await press(handle, 'Space');
  expect(announced()).toBe('Greet the customer dropped at position 2 of 5.');
  expect(texts().slice(0, 2)).toEqual(['Confirm who they are', 'Greet the customer']);
});

it('moves a card to the next column and down it with the keyboard, and announces where it went', async () => {
  await renderRoute('/extensions/drag-drop');
  const column = async (name: string) =>
    (await screen.findByRole('heading', { level: 3, name: new RegExp(`^${name}`) }, { timeout: 10_000 })).closest(
      'section',
    )!;
  const cards = async (name: string) =>
    Array.from((await column(name)).querySelectorAll('[data-kanban-card]'), (card) => card.textContent);
  expect(await cards('To do')).toEqual(['Update the FAQ', 'Write reply templates', 'Send the satisfaction survey']);
  expect(await cards('In progress')).toEqual(['Restyle the chat widget', 'Route chats by language']);

  // The card is drawn again in the column it moves to: its handle is found anew for each key (in a browser the keys
  // go to the page, which the sensor listens on).
  const handle = () => screen.getByRole('button', { name: 'Move Update the FAQ' });
  handle().focus();
  await press(handle(), 'Space');
  // Picked up, and at once over its own column.
  expect(announced()).toMatch(/card Update the FAQ .*To do\.$/);
  await press(handle(), 'ArrowRight');
  expect(announced()).toBe('The card Update the FAQ is over In progress.');
  await press(handle(), 'ArrowDown');
  await press(handle(), 'Space');
  expect(announced()).toBe('The card Update the FAQ was dropped in In progress.');

  expect(await cards('To do')).toEqual(['Write reply templates', 'Send the satisfaction survey']);
  expect(await cards('In progress')).toEqual(['Restyle the chat widget', 'Update the FAQ', 'Route chats by language']);
  // Each column's count follows.
  expect(await column('In progress')).toHaveTextContent(/^In progress 3/);
  expect(await column('To do')).toHaveTextContent(/^To do 2/);
});
