// typeBadTextsIntoForm on a new record's drawer, for every remote's list screens (docs/architecture.md, Conventions:
// Bad input): the Add button opens the drawer afresh, what the field's rules refuse shows and stays as typed, the
// rest is saved and stored exactly as typed.
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { FormRule } from 'antd';
import {
  buttonNamed,
  discardFormDrawer,
  fieldErrors,
  typeBadTextsIntoForm,
  type BadTextFormOptions,
} from './badInputForm';

export interface NewRecordTextOptions<R extends { id: unknown }> {
  /** Every stored record of the collection (the test server's db; its ids grow). */
  records: () => readonly R[];
  /** The stored value of the field under test. */
  storedText: (record: R) => string | undefined;
  /** The screen's Add button and the drawer's title for a new record. */
  add: string;
  title: string;
  /** The drawer, holding its title. */
  drawer: () => HTMLElement;
  /** The field's label: Name unless said. */
  label?: string;
  /** The drawer's button that saves: Save unless said. */
  save?: string;
  /** Fills the form's other required fields, so that only this one is under test. */
  fill?: (form: HTMLElement) => void | Promise<void>;
  /** How a refused form is closed: Cancel, then Discard changes if asked, until the drawer is closed, by default. */
  close?: BadTextFormOptions['close'];
}

export async function typeBadTextsIntoNewRecord<R extends { id: unknown }>(
  rules: FormRule[],
  { records, storedText, add, title, drawer, label = 'Name', save = 'Save', fill, close }: NewRecordTextOptions<R>,
) {
  let lastId = 0;
  const isOpen = () => drawer().closest('.ant-drawer')?.classList.contains('ant-drawer-open');
  const closeDrawer = async (form: HTMLElement) => {
    await discardFormDrawer(form);
    await waitFor(() => expect(isOpen()).toBe(false));
  };
  await typeBadTextsIntoForm({
    verdict: (typed) => fieldErrors(rules, typed),
    open: async () => {
      lastId = Math.max(...records().map((row) => Number(row.id)));
      fireEvent.click(buttonNamed(document, add)!);
      await waitFor(() => expect(isOpen()).toBe(true));
      await waitFor(() => expect(drawer().querySelector('.ant-drawer-title')).toHaveTextContent(title));
      await fill?.(drawer());
      return drawer();
    },
    field: (form) => within(form).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement,
    save: (form) => fireEvent.click(buttonNamed(form, save)!),
    stored: () => {
      const newest = records().filter((row) => Number(row.id) > lastId)[0];
      return newest ? storedText(newest) : undefined;
    },
    close: close ?? closeDrawer,
  });
}
