// The sortable list moves with the keyboard alone: Space lifts a row by its handle, ArrowDown moves it, Space
// drops it, and every step is announced in words.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

// jsdom lays nothing out: each list row gets a rect from its place in its list, so dnd-kit's keyboard sensor
// has a row below to move onto.
const original = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement) {
    const row = this.closest('[data-sortable-id]');
    if (!row?.parentElement) return original.call(this);
    const top = 100 + Array.from(row.parentElement.children).indexOf(row) * 40;
    return { x: 0, y: top, top, left: 0, right: 400, bottom: top + 40, width: 400, height: 40, toJSON: () => ({}) };
  };
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

async function press(element: Element, code: 'Space' | 'ArrowDown') {
  await act(async () => {
    fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code });
    // The sensor starts listening in a timeout.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

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
