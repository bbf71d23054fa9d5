// The tables showcase in a real browser: the virtual table's 10,000 rows scrolled to the last and sorted from a
// header; a column hidden from the Columns menu still hidden after a reload; an inline edit saved and undone from
// its toast. What both pages must hold at each width and in each skin is the walks' (every-route*.e2e.test.ts).
import { settled } from './support/screens';
import { eventually, signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

describe('the virtual table', () => {
  test('holds 10,000 rows: scrolled to the bottom it shows the last one, and a header sorts them', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/tables/advanced' });
    const table = page.getByTestId('virtual-table');
    await table.scrollIntoViewIfNeeded();
    await table.getByText('ORD-00001', { exact: true }).waitFor();
    expect(await table.getByText('ORD-10000', { exact: true }).count()).toBe(0);

    // Its body is a named region that the keyboard scrolls: End goes to the last row, Home back to the first.
    const body = table.getByRole('region', { name: 'Virtual scrolling' });
    await body.focus();
    await page.keyboard.press('End');
    await table.getByText('ORD-10000', { exact: true }).waitFor();
    await page.keyboard.press('Home');
    await table.getByText('ORD-00001', { exact: true }).waitFor();

    // Scrolled with the wheel, as a user does, to the very end.
    await table.locator('.ant-table-tbody-virtual').hover();
    await eventually(async () => {
      await page.mouse.wheel(0, 50_000);
      expect(await table.getByText('ORD-10000', { exact: true }).isVisible()).toBe(true);
    }, 15_000);

    // Order, twice: descending, the last order first.
    const header = table.getByRole('columnheader', { name: 'Order' });
    await header.click();
    await header.click();
    await eventually(async () =>
      expect(await table.locator('.ant-table-tbody-virtual .ant-table-row').first().innerText()).toContain('ORD-10000'),
    );
    await page.getByText(/^Sorted 10,000 rows in [\d.,]+ ms$/).waitFor();
    // Virtual rows are not <tr>s: each is a div of cells. By amount, ascending: the amounts shown go up.
    await table.getByRole('columnheader', { name: 'Amount' }).click();
    await eventually(async () => {
      const amounts = await table
        .locator('.ant-table-tbody-virtual .ant-table-row .ant-table-cell:last-child')
        .evaluateAll((cells) => cells.slice(0, 8).map((cell) => Number(cell.textContent!.replace(/[^\d.]/g, ''))));
      expect(amounts.length).toBeGreaterThan(3);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });
  });
});

describe('columns', () => {
  test('a column hidden from the Columns menu stays hidden after a reload', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/tables/advanced' });
    const table = page.getByTestId('resizable-table');
    await table.getByRole('columnheader', { name: 'City' }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'City' }).click();
    await table.getByRole('columnheader', { name: 'City' }).waitFor({ state: 'detached' });
    // The menu closes as it opened, off the header it would cover.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.locator('.ant-popover:not(.ant-popover-hidden)').waitFor({ state: 'hidden' });
    // A width moved with the keyboard is kept too.
    const separator = table.getByRole('separator', { name: 'Resize the Name column' });
    await separator.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => expect(await separator.getAttribute('aria-valuenow')).toBe('210'));

    // And one dragged by its handle: 40 px wider.
    const teamEdge = table.getByRole('separator', { name: 'Resize the Team column' });
    const box = (await teamEdge.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await page.mouse.up();
    await eventually(async () => expect(await teamEdge.getAttribute('aria-valuenow')).toBe('180'));

    await page.reload();
    await settled(page);
    const reloaded = page.getByTestId('resizable-table');
    await reloaded.getByRole('columnheader', { name: 'Team' }).waitFor();
    expect(await reloaded.getByRole('columnheader', { name: 'City' }).count()).toBe(0);
    expect(
      await reloaded.getByRole('separator', { name: 'Resize the Name column' }).getAttribute('aria-valuenow'),
    ).toBe('210');
  });
});

describe('inline editing', () => {
  test('a bad value is refused by the cell, a good one saved with Enter, and Undo brings the old one back', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/tables/advanced' });
    const table = page.getByTestId('editable-table');
    const cell = table.getByRole('button', { name: /Edit the Stock of Nimbus 300/ });
    await expect(cell.innerText()).resolves.toContain('7');
    await cell.click();
    const field = table.getByRole('textbox', { name: 'Edit the Stock of Nimbus 300' });
    await field.fill('-3');
    await page.keyboard.press('Enter');
    await table.getByRole('alert').getByText('Enter a whole number from 0 to 9,999.').waitFor();
    await field.fill('25');
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await cell.innerText()).toMatch(/^25\b/));
    await page.getByText('Stock of Nimbus 300 saved.').waitFor();
    await page.locator('.ant-notification-notice').getByRole('button', { name: 'Undo' }).click();
    await eventually(async () => expect(await cell.innerText()).toMatch(/^7\b/));
  });
});
