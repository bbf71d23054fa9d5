// The shared list block as a screen uses it: the screen owns ListParams and the block reports what the user asked.
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerUiTranslations } from '../i18n/resources';
import {
  ASKED_CLASS,
  DataTable,
  RELOAD_SPINNER_DELAY_MS,
  type DataTableColumn,
  type DataTableProps,
} from './DataTable';
import { SEARCH_DELAY_MS } from '../url-state/useSearchBox';
import { DEFAULT_LIST_PARAMS, toListQuery, type ListParams } from './listParams';

interface Person {
  id: number;
  name: string;
  city: string;
}

const PEOPLE: Person[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  city: index % 2 ? 'Lyon' : 'Porto',
}));
const columns: DataTableColumn<Person>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'city', title: 'City' },
];

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  registerUiTranslations(i18n);
});

/** A screen in miniature: params in state, rows "from the server" for those params. */
function Screen({
  onParams,
  error,
  onDelete,
  onView,
}: {
  onParams: (p: ListParams) => void;
  error?: boolean;
  onDelete?: (p: Person) => void;
  onView?: (p: Person) => void;
}) {
  const [params, setParams] = useState<ListParams>(DEFAULT_LIST_PARAMS);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const matching = PEOPLE.filter((person) => person.name.toLowerCase().includes(params.q.toLowerCase()));
  const sorted = params.sort === '-name' ? [...matching].reverse() : matching;
  const rows = sorted.slice((params.page - 1) * params.perPage, params.page * params.perPage);
  return (
    <PeopleTable
      rows={rows}
      total={matching.length}
      loading={false}
      error={error}
      onRetry={() => onParams(params)}
      params={params}
      onParamsChange={(next) => {
        onParams(next);
        setParams(next);
      }}
      rowActions={onDelete || onView ? { describe: (row) => row.name, onDelete, onView } : undefined}
      selection={{ keys: selected, onChange: setSelected, actions: <button type="button">Archive</button> }}
    />
  );
}

const names = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row')).map(
    (row) => row.querySelectorAll('td')[1]?.textContent,
  );
const firstCells = () =>
  Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')).map(
    (cell) => cell.textContent,
  );

/** The people's table: 23 in all, on the first page, unless a test says otherwise. */
function PeopleTable(props: Pick<DataTableProps<Person>, 'rows' | 'loading'> & Partial<DataTableProps<Person>>) {
  return (
    <DataTable<Person>
      label="People"
      columns={columns}
      total={23}
      params={DEFAULT_LIST_PARAMS}
      onParamsChange={() => {}}
      {...props}
    />
  );
}

/**
 * A screen whose answers wait for the test: "load" starts loading, "answer" brings the next ten people. It hands what
 * the table asks to `onAsk`; `follows` also takes the params and starts loading, as a screen that fetches them does.
 */
function SlowScreen({
  columns: shown = columns,
  follows = false,
  onAsk,
}: {
  columns?: DataTableColumn<Person>[];
  follows?: boolean;
  onAsk?: (params: ListParams) => void;
}) {
  const [params, setParams] = useState<ListParams>(DEFAULT_LIST_PARAMS);
  const [rows, setRows] = useState(PEOPLE.slice(0, 10));
  const [loading, setLoading] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoading(true)}>
        load
      </button>
      <button
        type="button"
        onClick={() => {
          setRows(PEOPLE.slice(10, 20));
          setLoading(false);
        }}
      >
        answer
      </button>
      <PeopleTable
        columns={shown}
        rows={rows}
        loading={loading}
        params={params}
        onParamsChange={(next) => {
          onAsk?.(next);
          if (!follows) return;
          setParams(next);
          setLoading(true);
        }}
      />
    </>
  );
}

describe('DataTable', () => {
  it('shows one page with the range and moves to the next page', async () => {
    const onParams = jest.fn();
    render(<Screen onParams={onParams} />);
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('2'));
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, perPage: 10 }));
    expect(names()[0]).toBe('Person 11');
  });

  it('sorts through the server params: first click ascending, second descending', async () => {
    const onParams = jest.fn();
    render(<Screen onParams={onParams} />);
    const header = () => document.querySelector('th.ant-table-column-has-sorters')!;
    fireEvent.click(header());
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', page: 1 }));
    fireEvent.click(header());
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ sort: '-name' }));
    expect(names()[0]).toBe('Person 23');
  });

  it('takes a third click off the sort, sorts from the keyboard with Enter, and keeps the sort when paging', () => {
    const onParams = jest.fn();
    render(<Screen onParams={onParams} />);
    const header = () => document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!;
    header().focus();
    fireEvent.keyDown(header(), { key: 'Enter', keyCode: 13 });
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', page: 1 }));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.keyDown(header(), { key: 'Tab', keyCode: 9 });
    expect(onParams).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTitle('2'));
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', page: 2 }));
    fireEvent.click(header());
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ sort: '-name', page: 1 }));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(header());
    expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ sort: '', page: 1 }));
    expect(header()).not.toHaveAttribute('aria-sort');
    expect(onParams).toHaveBeenCalledTimes(4);
  });

  it('redraws no cell on a sort or page click while the rows stay, and each cell once when new rows come', () => {
    const drawn = jest.fn((row: Person) => row.name);
    const spied: DataTableColumn<Person>[] = [
      { key: 'name', title: 'Name', sortable: true, render: drawn },
      { key: 'city', title: 'City' },
    ];
    render(<SlowScreen columns={spied} follows />);
    expect(drawn).toHaveBeenCalledTimes(10);
    drawn.mockClear();
    fireEvent.click(document.querySelector('th.ant-table-column-has-sorters')!);
    expect(document.querySelector('th.ant-table-column-has-sorters')).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByTitle('2'));
    expect(document.querySelector('.ant-pagination-item-active')).toHaveAttribute('title', '2');
    expect(drawn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    expect(drawn).toHaveBeenCalledTimes(10);
    expect(firstCells()).toEqual(PEOPLE.slice(10, 20).map((person) => person.name));
  });

  it('shows its bar at once when a key press on the pager asks for a page, until the screen has taken the request', async () => {
    const user = userEvent.setup();
    const asked = jest.fn();
    // The screen draws new params in a router transition: nothing of it has reached the table yet.
    render(<SlowScreen onAsk={asked} />);
    const frame = document.querySelector('.la-data-table')!;
    expect(frame).not.toHaveClass(ASKED_CLASS);

    (document.querySelector('.ant-pagination-next') as HTMLElement).focus();
    await user.keyboard('{Enter}');
    expect(asked).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
    expect(frame).toHaveClass(ASKED_CLASS);

    // Once loading, aria-busy carries the bar; the answer ends it.
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(frame).not.toHaveClass(ASKED_CLASS);
    expect(frame).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'answer' }));
    expect(frame).toHaveAttribute('aria-busy', 'false');
    expect(frame).not.toHaveClass(ASKED_CLASS);
  });

  it('says it is busy at once, spins at once on a first load, and blurs rows already shown only if the answer is slow', () => {
    jest.useFakeTimers();
    try {
      const frame = () => document.querySelector('.la-data-table');
      const spinning = () => document.querySelector('.ant-spin-spinning');
      const table = (rows: Person[], loading: boolean) => <PeopleTable rows={rows} loading={loading} />;
      const { rerender } = render(table([], true));
      expect(frame()).toHaveAttribute('aria-busy', 'true');
      expect(spinning()).toBeInTheDocument();
      rerender(table(PEOPLE.slice(0, 10), false));
      expect(frame()).toHaveAttribute('aria-busy', 'false');
      expect(spinning()).toBeNull();
      // A quick answer: the shown rows were never blurred.
      rerender(table(PEOPLE.slice(0, 10), true));
      expect(frame()).toHaveAttribute('aria-busy', 'true');
      act(() => jest.advanceTimersByTime(RELOAD_SPINNER_DELAY_MS - 1));
      expect(spinning()).toBeNull();
      rerender(table(PEOPLE.slice(10, 20), false));
      act(() => jest.advanceTimersByTime(RELOAD_SPINNER_DELAY_MS));
      expect(spinning()).toBeNull();
      // A slow one: the spinner comes after the delay.
      rerender(table(PEOPLE.slice(10, 20), true));
      act(() => jest.advanceTimersByTime(RELOAD_SPINNER_DELAY_MS));
      expect(spinning()).toBeInTheDocument();
      expect(firstCells()).toEqual(PEOPLE.slice(10, 20).map((person) => person.name));
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches after a pause, from page 1, and offers to clear a search that matches nothing', async () => {
    const onParams = jest.fn();
    render(<Screen onParams={onParams} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'Person 2' } });
    expect(onParams).not.toHaveBeenCalled();
    await waitFor(() => expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Person 2', page: 1 })));
    expect(names()).toEqual(['Person 2', 'Person 20', 'Person 21', 'Person 22', 'Person 23']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('Nothing matches this search or these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    // Cleared from outside the box, the box shows it too.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('keeps what was typed just as the previous search comes back', () => {
    jest.useFakeTimers();
    try {
      const onParams = jest.fn();
      render(<Screen onParams={onParams} />);
      const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
      fireEvent.change(box, { target: { value: 'Person 2' } });
      // The pause ends and the search is asked for; the screen has not drawn its answer yet when the next key lands.
      jest.advanceTimersByTime(SEARCH_DELAY_MS);
      expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Person 2' }));
      fireEvent.change(box, { target: { value: 'Person 21' } });
      act(() => jest.advanceTimersByTime(0));
      expect(box.value).toBe('Person 21');
      act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
      expect(onParams).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Person 21' }));
      expect(names()).toEqual(['Person 21']);
      expect(box.value).toBe('Person 21');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the failure with Retry instead of stale rows', () => {
    const onParams = jest.fn();
    render(<Screen onParams={onParams} error />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(names()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onParams).toHaveBeenCalledWith(DEFAULT_LIST_PARAMS);
  });

  it('asks before deleting a row, naming it', async () => {
    const onDelete = jest.fn();
    render(<Screen onParams={jest.fn()} onDelete={onDelete} />);
    fireEvent.click(screen.getByLabelText('Delete Person 3'));
    expect(await screen.findByText('Delete Person 3?')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-dangerous')!);
    expect(onDelete).toHaveBeenCalledWith(PEOPLE[2]);
  });

  it('opens a row with View, named for the row', () => {
    const onView = jest.fn();
    render(<Screen onParams={jest.fn()} onView={onView} />);
    fireEvent.click(screen.getByLabelText('View Person 2'));
    expect(onView).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it('shows the bulk bar with the count once rows are selected', () => {
    render(<Screen onParams={jest.fn()} />);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    const boxes = document.querySelectorAll('.ant-table-tbody input[type=checkbox]');
    fireEvent.click(boxes[1]);
    fireEvent.click(boxes[2]);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });
});

describe('toListQuery', () => {
  it('sends paging always and search, sort and filters only when set', () => {
    expect(toListQuery(DEFAULT_LIST_PARAMS)).toEqual({ page: 1, perPage: 10 });
    expect(
      toListQuery({
        page: 2,
        perPage: 25,
        q: ' ann ',
        sort: '-name',
        filters: { status: 'online', shiftId: null, isActive: false, role: '' },
      }),
    ).toEqual({ page: 2, perPage: 25, q: 'ann', sort: '-name', status: 'online', isActive: false });
  });
});
