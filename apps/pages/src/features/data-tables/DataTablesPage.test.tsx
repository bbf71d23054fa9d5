// The data-table demos with real antd against the real Mirage routes: the client-side table's labelled statuses,
// sort, status filter, selection and CSV export; the server-side table's search and paging kept in the URL.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeRow } from '@live-agent/contracts';
import { captureDownloads, readBlob, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderPrefetched, renderRoute, setupScreenTest } from '../../test/render';

jest.setTimeout(60_000);

const server = setupScreenTest();
silenceActWarnings();
afterEach(() => jest.restoreAllMocks());

const rows = () => (server().db.employees as unknown as EmployeeRow[]).map((row) => ({ ...row, id: Number(row.id) }));
const location = () => screen.getByTestId('location').textContent ?? '';
const rowsIn = (table: HTMLElement) => Array.from(table.querySelectorAll('tbody tr.ant-table-row'));

describe('Client-side table', () => {
  it('labels statuses, sorts by salary, filters a status, and exports the selected rows as CSV', async () => {
    const downloads = captureDownloads();
    await renderRoute('/tables/data-tables');
    const table = await screen.findByTestId('client-table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10));
    const first = rows()[0];
    const row1 = table.querySelector('tbody tr.ant-table-row')!;
    expect(
      within(row1 as HTMLElement).getByText(
        ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied'][first.status - 1],
      ),
    ).toBeInTheDocument();
    expect(row1.textContent).toContain(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(first.salary),
    );

    // Sort by salary, highest first.
    const salaryHeader = within(table).getAllByText('Salary')[0];
    fireEvent.click(salaryHeader);
    fireEvent.click(salaryHeader);
    const top = [...rows()].sort((a, b) => b.salary - a.salary)[0];
    await waitFor(() => expect(table.querySelector('tbody tr.ant-table-row')!.textContent).toContain(top.full_name));

    // Select two rows and export them.
    const boxes = table.querySelectorAll<HTMLInputElement>('tr.ant-table-row input[type="checkbox"]');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(await within(table).findByText('Export 2 selected rows'));
    expect(downloads.links()[0].download).toBe('employees.csv');
    const csv = await readBlob(downloads.blobs[0]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Post,City,Start date,Salary,Age,Experience (years),Status');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(top.email);
  });

  it('filters by a status from the column menu', async () => {
    await renderRoute('/tables/data-tables');
    const table = await screen.findByTestId('client-table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10));
    const statusHeader = within(table)
      .getAllByRole('columnheader')
      .find((cell) => cell.textContent?.includes('Status'))!;
    fireEvent.click(statusHeader.querySelector('.ant-table-filter-trigger')!);
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByText('Rejected'));
    fireEvent.click(within(document.querySelector('.ant-table-filter-dropdown') as HTMLElement).getByText('OK'));
    const rejected = rows().filter((row) => row.status === 3);
    await waitFor(() => expect(table.textContent).toContain(`${rejected.length} employees`));
    const shown = Array.from(table.querySelectorAll('tbody tr.ant-table-row'));
    expect(shown).toHaveLength(Math.min(10, rejected.length));
    for (const row of shown) expect(row.textContent).toContain('Rejected');
  });
});

describe('Server-side table', () => {
  it('searches on the server, pages the answer, and keeps both in the URL', async () => {
    await renderRoute('/tables/data-tables');
    const table = await screen.findByTestId('server-table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10));
    const q = 'engineer';
    const matching = rows().filter((row) =>
      [row.full_name, row.post, row.email, String(row.age), String(row.salary), row.start_date].some((text) =>
        text.toLowerCase().includes(q),
      ),
    );
    expect(matching.length).toBeGreaterThan(10);
    fireEvent.change(within(table).getByLabelText('Search employees'), { target: { value: q } });
    await waitFor(() => expect(location()).toContain(`q=${q}`));
    await waitFor(() =>
      expect(table.querySelector('tbody tr.ant-table-row')!.textContent).toContain(matching[0].full_name),
    );
    expect(table.textContent).toContain(String(matching.length));

    fireEvent.click(within(table).getByTitle('2'));
    await waitFor(() => expect(location()).toContain('page=2'));
    await waitFor(() =>
      expect(table.querySelector('tbody tr.ant-table-row')!.textContent).toContain(matching[10].full_name),
    );
  });

  it('opens on the page and search of the URL', async () => {
    await renderRoute('/tables/data-tables?q=2&page=2&perPage=25');
    const table = await screen.findByTestId('server-table');
    const matching = rows().filter((row) =>
      [row.full_name, row.post, row.email, String(row.age), String(row.salary), row.start_date].some((text) =>
        text.toLowerCase().includes('2'),
      ),
    );
    await waitFor(() =>
      expect(table.querySelector('tbody tr.ant-table-row')?.textContent).toContain(matching[25].full_name),
    );
    expect(within(table).getByLabelText('Search employees')).toHaveValue('2');
    expect(rowsIn(table)).toHaveLength(Math.min(25, matching.length - 25));
  });
});

describe('Data tables page', () => {
  it('asks for its two tables once when its route already asked as the URL opened', async () => {
    const tableAsks = await renderPrefetched(server, '/tables/data-tables?q=an&page=2', '/api/datatables');
    const serverTable = await screen.findByTestId('server-table');
    await waitFor(() => expect(rowsIn(serverTable).length).toBeGreaterThan(0));
    expect(tableAsks().sort()).toEqual(['/api/datatables/data?q=an&page=2&perPage=10', '/api/datatables/initial-data']);
  });
});
