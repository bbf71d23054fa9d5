// Settings › Working Times: the list and the weekly / special-day editor, with real antd against the real
// Mirage routes (helpers in workingTimes.testing.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settled } from '@live-agent/test-fixtures';
import {
  countWrites,
  buttonNamed,
  typeBadTextsIntoForm,
  blankOrTooLong,
  itChecksBadTextField,
  fieldErrors,
} from '@live-agent/ui-kit/testing';
import { workingTimeRules } from './workingTimes.rules';
import { englishFormRules, renderRoute } from '../../test/render';
import {
  control,
  editor,
  listItems,
  nameInput,
  PATH,
  setDate,
  setTime,
  showsList,
  setupWorkingTimesServer,
} from './workingTimes.testing';

const { stored, current } = setupWorkingTimesServer();

describe('working times screen', () => {
  it('lists the organisation hours first, then the department ones, with a weekly summary', async () => {
    await renderRoute(PATH);
    await showsList(2);
    const [organization, technical] = listItems();
    expect(organization).toHaveTextContent('Business hours');
    expect(organization).toHaveTextContent('Organisation');
    expect(within(organization).getByTestId('working-time-1-summary')).toHaveTextContent(
      'Mon–Fri 08:00–12:00, 13:00–18:00 · Sat 09:00–13:00',
    );
    expect(organization).toHaveTextContent('1 special day');
    expect(technical).toHaveTextContent('Technical support hours');
    await waitFor(() => expect(technical).toHaveTextContent('Technical'));
    expect(within(technical).getByTestId('working-time-2-summary')).toHaveTextContent(
      'Mon–Fri 07:00–20:00 · Sat 10:00–16:00',
    );
    // The organisation's hours cannot be deleted; a department's can.
    expect(within(organization).queryByLabelText(/^Delete/)).not.toBeInTheDocument();
    expect(within(technical).getByLabelText('Delete Technical support hours')).toBeInTheDocument();
    expect(screen.getByText('2 working times')).toBeInTheDocument();
    // The organisation's hours open in the editor.
    await waitFor(() => expect(nameInput()).toHaveValue('Business hours'));
    expect(control('Monday: interval 2 opens')).toHaveValue('13:00');
    expect(control('Open on Sunday')).not.toBeChecked();
  });

  it('saves two intervals on a day and a holiday, and the server stores them', async () => {
    await renderRoute(PATH);
    await showsList(2);
    await waitFor(() => expect(nameInput()).toHaveValue('Business hours'));

    fireEvent.click(control('Open on Sunday'));
    // A day switched on starts at 09:00–17:00; the next interval starts an hour after the last one ends.
    await waitFor(() => expect(control('Sunday: interval 1 opens')).toHaveValue('09:00'));
    await setTime('Sunday: interval 1 closes', '12:00');
    fireEvent.click(control('Add interval on Sunday'));
    await waitFor(() => expect(control('Sunday: interval 2 opens')).toHaveValue('13:00'));
    expect(control('Sunday: interval 2 closes')).toHaveValue('17:00');

    fireEvent.click(within(editor()).getByText('Add holiday or special day'));
    await within(editor()).findByTestId('exception-1');
    await setDate(1, '2030-01-01');
    fireEvent.change(editor().querySelector('input#exceptions_1_label')!, { target: { value: "New Year's Day" } });

    fireEvent.click(within(editor()).getByText('Save changes'));
    await waitFor(() =>
      expect(stored(1).intervals.filter((interval) => interval.day === 0)).toEqual([
        { day: 0, open: '09:00', close: '12:00' },
        { day: 0, open: '13:00', close: '17:00' },
      ]),
    );
    expect(stored(1).exceptions).toContainEqual({
      date: '2030-01-01',
      closed: true,
      intervals: [],
      label: "New Year's Day",
    });
    expect(stored(1).exceptions.find((exception) => exception.label === 'Christmas Day')).toBeTruthy();
    expect(await screen.findByText('Working time saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(listItems()[0]).getByTestId('working-time-1-summary')).toHaveTextContent(
        'Sun 09:00–12:00, 13:00–17:00',
      ),
    );
  });

  it('shows overlapping intervals on the day and does not save them', async () => {
    await renderRoute(PATH);
    await showsList(2);
    await waitFor(() => expect(nameInput()).toHaveValue('Business hours'));
    const before = stored(1).intervals;

    await setTime('Tuesday: interval 2 opens', '11:00');
    const tuesday = within(editor()).getByTestId('day-2');
    expect(await within(tuesday).findByText('Intervals on the same day must not overlap.')).toBeInTheDocument();
    await setTime('Wednesday: interval 1 closes', '07:00');
    expect(
      await within(within(editor()).getByTestId('day-3')).findByText('Opening time must be before closing time.'),
    ).toBeInTheDocument();

    const writes = countWrites(current());
    fireEvent.click(within(editor()).getByText('Save changes'));
    // The form's check runs on promises: once they have run, a save would have been sent.
    await act(() => settled());
    expect(writes()).toBe(0);
    expect(stored(1).intervals).toEqual(before);
    expect(screen.queryByText('Working time saved')).not.toBeInTheDocument();
  });
  itChecksBadTextField({
    what: 'a name',
    rules: () => workingTimeRules(englishFormRules(), 'organization').name,
    refused: blankOrTooLong('This field is required.', 'Use at most 80 characters.'),
    typeIn: async (rules) => {
      await renderRoute(PATH);
      await showsList(2);
      await waitFor(() => expect(nameInput()).toHaveValue('Business hours'));
      let before = '';
      await typeBadTextsIntoForm({
        verdict: (typed) => fieldErrors(rules, typed),
        open: async () => {
          // The last save done and the editor back at the stored hours: a clean start.
          await waitFor(() => expect(nameInput()).toHaveValue(stored(1).name));
          expect(within(editor()).queryByText('Unsaved changes')).toBeNull();
          before = stored(1).name;
          return editor();
        },
        field: () => nameInput(),
        save: (form) => fireEvent.click(buttonNamed(form, 'Save changes')!),
        stored: () => (stored(1).name === before ? undefined : stored(1).name),
        close: async (form) => {
          fireEvent.click(buttonNamed(form, 'Discard changes')!);
          await waitFor(() => expect(form.querySelector('.ant-form-item-explain-error')).toBeNull());
        },
      });
    },
  });
});
