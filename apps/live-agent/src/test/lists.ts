// What the tests of this remote's list screens share: their table's rows, antd's Select opened and an option picked,
// and the two hostile-text checks of a form's text field (docs/architecture.md, Conventions: Bad input): its rules
// on every entry, and a few entries typed into a new record's drawer. Rows and controls are found by class or
// attribute: role queries over a whole antd page are slow in jsdom.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormRule } from 'antd';
import {
  blankOrTooLong,
  expectFiguresKeptAsTyped,
  itChecksBadTextField,
  typeBadTextsIntoNewRecord,
  type NewRecordTextOptions,
} from '@live-agent/ui-kit/testing';
import { mockRowGeometryEach, sortableRows } from '../components/SortableTable/testing';
import { renderRoute, setupScreenTest } from './render';

/** The rows of the screen's DataTable. */
export const tableRows = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody > tr.ant-table-row'));
/** The texts of the rows' first cells. */
export const firstCells = () => tableRows().map((row) => row.querySelector('td')?.textContent);
/** The row whose first cell reads `name`. */
export const rowNamed = (name: string) => tableRows().find((row) => row.querySelector('td')?.textContent === name)!;
/** The pager's "1–10 of 24". */
export const totalText = () => document.querySelector('.ant-pagination-total-text')?.textContent;

export { chooseOption, openSelect, pickOption } from '@live-agent/ui-kit/testing';

/** A stored record of a named collection (the test server's ids are strings). */
export interface StoredName {
  id: string;
  name: string;
}

/**
 * The two hostile-text tests of a form's text field, as two `it`s: its rules refuse exactly the blank and the
 * over-long entries (`tooLong` the message), and typed into a new record's drawer at `route` (once `shown` has the
 * list on screen) the refusals show and the rest is stored as typed.
 */
export function itChecksBadTexts<R extends { id: unknown }>({
  what,
  rules,
  tooLong,
  route,
  shown,
  ...newRecord
}: NewRecordTextOptions<R> & {
  /** The field as the tests' names call it: 'a name'. */
  what: string;
  /** The field's rules (read when the test runs, once i18n is set up). */
  rules: () => FormRule[];
  tooLong: string;
  route: string;
  shown: () => Promise<unknown>;
}) {
  itChecksBadTextField({
    what,
    rules,
    refused: blankOrTooLong('This field is required.', tooLong),
    typeIn: async (checked) => {
      await renderRoute(route);
      await shown();
      await typeBadTextsIntoNewRecord(checked, newRecord);
    },
  });
}

/**
 * The set-up of a hand-ordered list screen's test (crud/OrderedListPage.tsx), at a test file's top level: the screen
 * test with the rows' geometry mocked, the stored `collection`, and the rows, each known by the text of its
 * `textClass` element (`text` of the stored record).
 */
export function setupOrderedListTest<S extends { sortOrder: number }>(
  collection: string,
  textClass: string,
  text: (record: S) => string,
) {
  // A whole antd page in jsdom is slow on a loaded machine; each test does a complete user task.
  jest.setTimeout(60_000);
  const server = setupScreenTest();
  mockRowGeometryEach();
  const stored = () => server().db[collection] as unknown as S[];
  const textOf = (row: HTMLElement) => row.querySelector(`.${textClass}`)?.textContent;
  return {
    server,
    stored,
    /** The stored records' texts in their order. */
    storedOrder: () => [...stored()].sort((a, b) => a.sortOrder - b.sortOrder).map(text),
    rows: sortableRows,
    texts: () => sortableRows().map(textOf),
    rowOf: (value: string) => sortableRows().find((row) => textOf(row) === value)!,
    showsRows: async (count: number) => {
      await waitFor(() => expect(sortableRows()).toHaveLength(count));
    },
  };
}

export interface FigureEditOptions {
  /** The record opened by its row's "Edit <record>". */
  record: string;
  drawer: () => HTMLElement;
  /** The figure's field. */
  label: string;
  /** The rule's message. */
  refused: string;
  /** A whole number out of the rule's range. */
  outOfRange: string;
  /** A figure the rule takes, and what the drawer then shows beside it, if anything. */
  good: string;
  shows?: string;
  /** The toast of the save, and the figure as the server stored it. */
  saved: string;
  stored: () => unknown;
}

/**
 * A figure of a record's edit drawer: what its rule refuses (a negative, a fraction, a huge and an out-of-range one)
 * is kept as typed with the rule's message and not saved; a good one is saved as that number.
 */
export async function expectFigureKeptThenSaved({
  record,
  drawer,
  label,
  refused,
  outOfRange,
  good,
  shows,
  saved,
  stored,
}: FigureEditOptions) {
  fireEvent.click(screen.getByLabelText(`Edit ${record}`));
  await screen.findByText(`Edit ${record}`, { selector: '.ant-drawer-title' });
  const field = within(drawer()).getByLabelText<HTMLInputElement>(label);
  await expectFiguresKeptAsTyped(field, { '-3': refused, '2.5': refused, '1e9': refused, [outOfRange]: refused });
  fireEvent.click(within(drawer()).getByText('Save'));
  expect(await within(drawer()).findByText(refused)).toBeInTheDocument();

  fireEvent.change(field, { target: { value: good } });
  if (shows) expect(await within(drawer()).findByText(shows)).toBeInTheDocument();
  fireEvent.click(within(drawer()).getByText('Save'));
  expect(await screen.findByText(saved)).toBeInTheDocument();
  await waitFor(() => expect(stored()).toBe(Number(good)));
}

/**
 * The set-up of a tab of named records (departments, queues, shifts; `noun` singular), at a test file's top level:
 * the screen test, the tab's drawer (`<noun>-drawer`), and the hostile-text tests of the record's name (at most 80
 * characters, its schema's), typed into a new record ("Add <noun>", "New <noun>") once the `count` seeded rows show.
 */
export function setupNamedListTest(noun: string, route: string) {
  const server = setupScreenTest();
  const drawer = () => screen.getByTestId(`${noun}-drawer`);
  const itChecksBadNames = ({
    rules,
    count,
    fill,
    close,
  }: { rules: () => FormRule[]; count: number } & Pick<NewRecordTextOptions<StoredName>, 'fill' | 'close'>) =>
    itChecksBadTexts<StoredName>({
      what: 'a name',
      rules,
      tooLong: 'Use at most 80 characters.',
      route,
      shown: () => waitFor(() => expect(tableRows()).toHaveLength(count)),
      records: () => server().db[`${noun}s`] as unknown as StoredName[],
      storedText: (row) => row.name,
      add: `Add ${noun}`,
      title: `New ${noun}`,
      drawer,
      fill,
      close,
    });
  return { server, drawer, itChecksBadNames };
}
