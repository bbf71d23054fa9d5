import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { Confirm } from './Confirm';

function renderConfirm(onConfirm = jest.fn()) {
  render(
    <div>
      <Confirm title="Delete Ana?" okText="Delete" cancelText="Cancel" onConfirm={onConfirm}>
        <Button>Delete Ana</Button>
      </Confirm>
    </div>,
  );
  return onConfirm;
}

describe('Confirm', () => {
  it('moves focus to Cancel when it opens from the keyboard, and Enter there deletes nothing', async () => {
    const onConfirm = renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Delete Ana' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Tab reaches Delete at once; confirming calls back and returns focus to the trigger', async () => {
    const onConfirm = renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Delete Ana' });
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('Escape cancels and returns focus to the trigger', async () => {
    const onConfirm = renderConfirm();
    const trigger = screen.getByRole('button', { name: 'Delete Ana' });
    await userEvent.click(trigger);
    expect(await screen.findByText('Delete Ana?')).toBeInTheDocument();
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(document.querySelector('.ant-popover:not(.ant-popover-hidden)')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
