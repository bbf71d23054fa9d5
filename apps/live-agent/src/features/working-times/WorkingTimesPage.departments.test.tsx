// Settings › Working Times: adding and deleting a department's hours, and the server's 422 errors, with
// real antd against the real Mirage routes (helpers in workingTimes.testing.ts).
import { Response } from 'miragejs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkingTime } from '@live-agent/contracts';
import { renderRoute } from '../../test/render';
import { editor, nameInput, PATH, showsList, setupWorkingTimesServer } from './workingTimes.testing';

const { current, stored } = setupWorkingTimesServer();

describe('working times: department hours and server errors', () => {
  it('shows the server’s 422 errors under the field and on the section they are about', async () => {
    current().put(
      '/api/v1/working-times/:id',
      () =>
        new Response(
          422,
          {},
          {
            message: 'The given data was invalid.',
            errors: {
              name: ['This name is already in use.'],
              intervals: ['Intervals on the same day must not overlap.'],
            },
          },
        ),
    );
    await renderRoute(PATH);
    await showsList(2);
    await waitFor(() => expect(nameInput()).toHaveValue('Business hours'));
    fireEvent.change(nameInput(), { target: { value: 'Opening hours' } });
    fireEvent.click(within(editor()).getByText('Save changes'));
    expect(await within(editor()).findByTestId('week-errors')).toHaveTextContent(
      'Intervals on the same day must not overlap.',
    );
    await waitFor(() =>
      expect(nameInput().closest('.ant-form-item')).toHaveTextContent('This name is already in use.'),
    );
    expect(nameInput()).toHaveValue('Opening hours');
    expect(stored(1).name).toBe('Business hours');
  });

  it('adds a department working time, then deletes it after confirmation', async () => {
    await renderRoute(PATH);
    await showsList(2);
    fireEvent.click(screen.getByText('Add department hours'));
    await waitFor(() => expect(editor()).toHaveTextContent('New department working time'));

    fireEvent.click(within(editor()).getByText('Create'));
    // The name and the department, in the server's words.
    expect(await within(editor()).findAllByText('This field is required.')).toHaveLength(2);

    fireEvent.change(nameInput(), { target: { value: 'Sales hours' } });
    fireEvent.mouseDown(
      within(editor()).getByTestId('department-select').querySelector('.ant-select-selector') ??
        within(editor()).getByTestId('department-select'),
    );
    fireEvent.click(await screen.findByText('Sales', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(editor()).getByText('Create'));

    await showsList(3);
    const created = current().db.workingTimes.where({ name: 'Sales hours' })[0] as unknown as WorkingTime;
    expect(created).toMatchObject({ scope: 'department', departmentId: 1, isEnabled: true });
    expect(created.intervals).toHaveLength(5);
    expect(await screen.findByText('Working time added')).toBeInTheDocument();
    await waitFor(() => expect(nameInput()).toHaveValue('Sales hours'));

    const item = screen.getByTestId(`working-time-${created.id}`);
    fireEvent.click(within(item).getByLabelText('Delete Sales hours'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await showsList(2);
    expect(current().db.workingTimes).toHaveLength(2);
  });
});
