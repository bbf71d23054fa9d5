// The cards page: a card collapses and expands, refreshes with a spinner until its reload resolves, and is removed
// and brought back; the statistics cards show their figures.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';
import { reloadCard } from './cards/reloadCard';

jest.mock('./cards/reloadCard');
jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();

const card = (id: string) => screen.queryByTestId(`action-card-${id}`);

describe('Cards', () => {
  it('collapses, refreshes and removes a card, then restores it', async () => {
    let finish!: () => void;
    jest.mocked(reloadCard).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderRoute('/ui/cards');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    const queue = card('queue')!;
    expect(within(queue).getByText('14')).toBeVisible();

    const collapse = within(queue).getByRole('button', { name: 'Collapse “Chats in the queue”' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(collapse);
    const expand = within(queue).getByRole('button', { name: 'Expand “Chats in the queue”' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(queue).getByText('14')).not.toBeVisible();
    fireEvent.click(expand);
    expect(within(queue).getByText('14')).toBeVisible();

    fireEvent.click(within(queue).getByRole('button', { name: 'Refresh “Chats in the queue”' }));
    expect(await within(queue).findByText('Refreshing…')).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: 'Refresh “Chats in the queue”' })).toBeDisabled();
    await act(async () => finish());
    expect(await within(queue).findByText('Refreshed once')).toBeInTheDocument();
    expect(within(queue).getByText('15')).toBeInTheDocument();
    expect(within(queue).getByRole('button', { name: 'Refresh “Chats in the queue”' })).toBeEnabled();

    fireEvent.click(within(queue).getByRole('button', { name: 'Remove “Chats in the queue”' }));
    await waitFor(() => expect(card('queue')).toBeNull());
    expect(await screen.findByText('“Chats in the queue” was removed.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore 1 card' }));
    await waitFor(() => expect(card('queue')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });

  it('takes a removed card back with the toast’s Undo and shows the statistics cards', async () => {
    await renderRoute('/ui/cards');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Agents online”' }));
    await waitFor(() => expect(card('agents')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(card('agents')).not.toBeNull());
    expect(screen.getByText('Chats today')).toBeInTheDocument();
    expect(screen.getByText('1,284')).toBeInTheDocument();
    expect(screen.getByText('94%')).toBeInTheDocument();
  });
});
