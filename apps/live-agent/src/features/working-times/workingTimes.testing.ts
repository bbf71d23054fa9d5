// Helpers shared by the Working Times screen tests (real antd against the real Mirage routes).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkingTime } from '@live-agent/contracts';
import { setupScreenTest } from '../../test/render';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { dateInputFormat } from '@live-agent/ui-kit';

export const PATH = '/live-agent/settings/working-times';

/** Starts i18n and one Mirage server per test; `current()` is the running server. */
export function setupWorkingTimesServer() {
  const current = setupScreenTest();
  return {
    current,
    stored: (id: number) => current().db.workingTimes.find(id) as unknown as WorkingTime,
  };
}

export const editor = () => screen.getByTestId('working-time-editor');
export const listItems = () => Array.from(document.querySelectorAll<HTMLElement>('.wt-list > .wt-item'));

/** A control by its aria-label (a CSS query: label queries over this large form are slow in jsdom). */
export function control(label: string): HTMLInputElement {
  const found = editor().querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`No control labelled ${label}`);
  return found;
}

export const nameInput = () => editor().querySelector<HTMLInputElement>('input#name')!;

export async function showsList(count: number) {
  await waitFor(() => expect(listItems()).toHaveLength(count));
}

/** Types a time into a TimePicker and leaves it, as a keyboard user does. */
export async function setTime(label: string, value: string) {
  const input = control(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(value));
}

/** Types a date into the DatePicker of special day `index`. */
/** Types the ISO day `isoDay` into exception `index`'s date field as a user does: in the language's date format. */
export async function setDate(index: number, isoDay: string) {
  const value = dayjs(isoDay).format(dateInputFormat(i18n.language));
  const input = editor().querySelector<HTMLInputElement>(`input#exceptions_${index}_date`)!;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(value));
}
