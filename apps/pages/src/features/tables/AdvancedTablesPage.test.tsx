// The advanced tables page with real antd: an inline edit refused with its reason, then saved and undone; a hidden
// column still hidden after the page is mounted again and a width moved with the keyboard; group subtotals that add
// up to the total; the virtual table's first rows and its sort.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { XSS_FLAG } from '@live-agent/test-fixtures';
import { BAD_TEXT_UI_PASS, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();
afterEach(() => localStorage.clear());

const euros = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(value);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('Advanced tables', () => {
  it('shows one h1 and an h2 for each example', async () => {
    await renderRoute('/tables/advanced');
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced tables' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Inline editing',
      'Expandable rows',
      'Fixed columns',
      'Adjustable columns',
      'Subtotals by group',
      'Virtual scrolling',
    ]);
  });

  it('refuses a bad price with a message by the cell, keeps Escape for cancel, saves on Enter and undoes', async () => {
    await renderRoute('/tables/advanced');
    const table = await screen.findByTestId('editable-table');
    fireEvent.click(within(table).getByRole('button', { name: /Edit the Price of Aurora X2/ }));
    const field = within(table).getByRole('textbox', { name: 'Edit the Price of Aurora X2' });
    fireEvent.change(field, { target: { value: '12,5x' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await within(table).findByRole('alert')).toHaveTextContent('Enter a price such as 12.50.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('12,5x');

    // Escape gives up: the old price is back.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(within(table).getByRole('button', { name: /Edit the Price of Aurora X2/ })).toHaveTextContent(euros(129.9));

    fireEvent.click(within(table).getByRole('button', { name: /Edit the Price of Aurora X2/ }));
    const again = within(table).getByRole('textbox', { name: 'Edit the Price of Aurora X2' });
    fireEvent.change(again, { target: { value: '99,95' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    const cell = () => within(table).getByRole('button', { name: /Edit the Price of Aurora X2/ });
    expect(cell()).toHaveTextContent(euros(99.95));

    const toast = await screen.findByText('Price of Aurora X2 saved.');
    const notice = toast.closest('.ant-notification-notice') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cell()).toHaveTextContent(euros(129.9)));
  });

  it.each(BAD_TEXT_UI_PASS)('refuses or keeps as text the hostile name "$name", losing nothing', async ({ value }) => {
    await renderRoute('/tables/advanced');
    const table = await screen.findByTestId('editable-table');
    fireEvent.click(within(table).getByRole('button', { name: /Edit the Name of Nimbus 300/ }));
    const field = within(table).getByRole('textbox', { name: 'Edit the Name of Nimbus 300' });
    fireEvent.change(field, { target: { value } });
    fireEvent.keyDown(field, { key: 'Enter' });
    if (!value.trim() || value.trim().length > 40) {
      expect(await within(table).findByRole('alert')).toHaveTextContent(
        value.trim() ? 'Use at most 40 characters.' : 'Enter a value.',
      );
      expect(field).toHaveValue(value);
    } else {
      // Saved as typed (trimmed) and shown as text: no markup of it reached the page.
      await waitFor(() => expect(within(table).queryByRole('textbox')).toBeNull());
      expect(table.textContent).toContain(value.trim());
      expect(table.querySelector('img, script')).toBeNull();
    }
    expect((window as unknown as Record<string, unknown>)[XSS_FLAG]).toBeUndefined();
  });

  it('keeps a hidden column hidden when the page is mounted again, and resizes a column with the keyboard', async () => {
    const first = await renderRoute('/tables/advanced');
    const table = await screen.findByTestId('resizable-table');
    expect(headers(table)).toContain('City');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(headers(table)).not.toContain('City'));

    const separator = within(table).getByRole('separator', { name: 'Resize the Name column' });
    expect(separator).toHaveAttribute('aria-valuenow', '200');
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(within(table).getByRole('separator', { name: 'Resize the Name column' })).toHaveAttribute(
      'aria-valuenow',
      '220',
    );

    act(() => first.unmount());
    await renderRoute('/tables/advanced');
    const remounted = await screen.findByTestId('resizable-table');
    expect(headers(remounted)).not.toContain('City');
    expect(headers(remounted)).toContain('Team');
    expect(within(remounted).getByRole('separator', { name: 'Resize the Name column' })).toHaveAttribute(
      'aria-valuenow',
      '220',
    );
  });

  it('shows group subtotals that add up to the total, and regroups by channel', async () => {
    await renderRoute('/tables/advanced');
    const table = await screen.findByTestId('grouped-table');
    const amounts = (selector: string) =>
      Array.from(screen.getByTestId('grouped-table').querySelectorAll(selector)).map(
        (row) => row.querySelector('td:last-child')!.textContent,
      );
    // South: 1,840.50 + 2,210.00 + 305.40.
    expect(within(table).getByText('South (3 sales)').closest('tr')).toHaveTextContent(euros(4355.9));
    const total = euros(10_979.59);
    expect(amounts('.ant-table-summary tr')).toEqual([total]);

    fireEvent.click(screen.getByText('Channel', { selector: '.ant-segmented-item-label' }));
    // A new grouping draws a new table, every group open.
    expect(await within(await screen.findByTestId('grouped-table')).findByText('Chat (4 sales)')).toBeInTheDocument();
    expect(amounts('.ant-table-summary tr')).toEqual([total]);
  });

  it('makes 10,000 rows, shows the first ones, and sorts them from a column header', async () => {
    await renderRoute('/tables/advanced');
    const table = await screen.findByTestId('virtual-table');
    expect(screen.getByText('10,000 rows')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('ORD-00001')).toBeInTheDocument());
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Order' }));
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Order' }));
    expect(await within(table).findByText('ORD-10000')).toBeInTheDocument();
    expect(screen.getByText(/^Sorted 10,000 rows in [\d.,]+ ms$/)).toBeInTheDocument();
  });
});
