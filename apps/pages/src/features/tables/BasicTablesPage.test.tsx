// The basic tables page with real antd: its one h1 and an h2 per example, the sort and filter example sorting by a
// column's header and narrowing to one team, and the selection example counting what is picked.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

const firstColumn = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.querySelector('td')?.textContent);

describe('Basic tables', () => {
  it('shows one h1 and an h2 for each example', async () => {
    await renderRoute('/tables/basic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Basic tables' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sizes',
      'Bordered and striped',
      'Sticky header',
      'Row selection',
      'Sorting and filters',
      'Loading and empty',
    ]);
  });

  it('sorts by a column and filters a team', async () => {
    await renderRoute('/tables/basic');
    const table = await screen.findByTestId('sort-filter-table');
    // Most tickets first by default.
    expect(firstColumn(table)[0]).toBe('Tomás Silva');
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(firstColumn(table)[0]).toBe('Ana Ribeiro'));
    const names = firstColumn(table);
    expect(names).toEqual([...names].sort((a, b) => a!.localeCompare(b!)));

    fireEvent.click(within(table).getByRole('button', { name: 'Filter by Team' }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('Billing'));
    fireEvent.click(within(document.querySelector('.ant-table-filter-dropdown') as HTMLElement).getByText('OK'));
    await waitFor(() => expect(firstColumn(table)).toEqual(['Chloé Martin', 'Marta Costa', 'Rui Almeida']));
  });

  it('counts the selected rows and keeps the billing team out of reach', async () => {
    await renderRoute('/tables/basic');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ana Ribeiro' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Jonas Weber' }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Chloé Martin' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('0 rows selected')).toBeInTheDocument();
  });
});
