// Settings › Comments with real antd against the real Mirage routes: the seeded list in its order, the
// form's rules, create, edit, toggle, delete, and reordering by keyboard and by the row menu, saved on the
// server (and put back when the server refuses).
import { Response } from 'miragejs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { englishFormRules, renderRoute } from '../../test/render';
import { itChecksBadTexts, setupOrderedListTest } from '../../test/lists';
import { commentRules } from './comments.rules';
import { announced, openRowMenu, pickMenuItem, pressKey } from '../../components/SortableTable/testing';

interface StoredComment {
  id: string;
  text: string;
  departmentIds: number[];
  isActive: boolean;
  sortOrder: number;
}

const {
  server,
  stored,
  storedOrder,
  texts,
  rowOf,
  showsRows: showsComments,
} = setupOrderedListTest<StoredComment>('closingComments', 'la-comment-text', (comment) => comment.text);
const storedOne = (id: number) => stored().filter((comment) => comment.id === String(id))[0];
const drawer = () => screen.getByTestId('comment-drawer');

describe('Settings › Comments', () => {
  it('lists the 8 seeded comments in their order; a filter narrows the list and turns reordering off', async () => {
    await renderRoute('/live-agent/settings/comments');
    await showsComments(8);
    expect(texts()).toEqual(storedOrder());
    expect(texts()[0]).toBe('Issue resolved');
    expect(screen.getByTestId('comments-count')).toHaveTextContent('8 closing comments');
    expect(within(rowOf('Issue resolved')).getByText('1')).toBeInTheDocument();
    // An empty scope reads "All departments"; a scoped comment names its departments.
    expect(within(rowOf('Issue resolved')).getByText('All departments')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Refund issued')).getByText('Billing')).toBeInTheDocument());
    expect(within(rowOf('Duplicate conversation')).getByLabelText('Active: Duplicate conversation')).not.toBeChecked();
    expect(screen.getByText(/Drag a row by its handle/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search comments'), { target: { value: 'customer' } });
    await showsComments(2);
    expect(texts()).toEqual(['Customer will call back', 'No response from the customer']);
    expect(screen.getByTestId('comments-count')).toHaveTextContent('2 of 8 shown');
    expect(screen.getByText('Clear the search and filters to change the order.')).toBeInTheDocument();
    expect(
      within(rowOf('Customer will call back')).getByLabelText('Drag to reorder Customer will call back'),
    ).toBeDisabled();

    fireEvent.click(screen.getAllByText('Clear search and filters')[0]);
    await showsComments(8);
    expect(
      within(rowOf('Customer will call back')).getByLabelText('Drag to reorder Customer will call back'),
    ).toBeEnabled();
  });

  it('refuses a text over 200 characters, adds a comment at the end, and edits another', async () => {
    await renderRoute('/live-agent/settings/comments');
    await showsComments(8);
    fireEvent.click(screen.getByText('Add comment'));
    await screen.findByText('New closing comment');
    const text = within(drawer()).getByLabelText('Comment');
    fireEvent.change(text, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(
      await within(drawer()).findByText('Enter 1 to 200 characters.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(within(drawer()).getByText('201 / 200')).toBeInTheDocument();
    expect(stored()).toHaveLength(8);

    fireEvent.change(text, { target: { value: 'Customer asked for a callback' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    await showsComments(9);
    expect(texts()[8]).toBe('Customer asked for a callback');
    expect(await screen.findByText('Closing comment added')).toBeInTheDocument();
    expect(storedOne(9)).toMatchObject({ text: 'Customer asked for a callback', departmentIds: [], isActive: true });

    fireEvent.click(within(rowOf('Refund issued')).getByLabelText('Edit Refund issued'));
    await screen.findByText('Edit closing comment');
    // The drawer renders its form afresh when it opens again.
    const edited = within(drawer()).getByLabelText('Comment');
    await waitFor(() => expect(edited).toHaveValue('Refund issued'));
    fireEvent.change(edited, { target: { value: 'Refund issued to the card' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    await waitFor(() => expect(texts()).toContain('Refund issued to the card'));
    // The edit keeps the comment's departments and its place.
    expect(storedOne(4)).toMatchObject({ text: 'Refund issued to the card', departmentIds: [3], sortOrder: 3 });
  });

  it('switches a comment off in place and deletes another after confirmation', async () => {
    await renderRoute('/live-agent/settings/comments');
    await showsComments(8);
    fireEvent.click(within(rowOf('Issue resolved')).getByLabelText('Active: Issue resolved'));
    await waitFor(() => expect(storedOne(1).isActive).toBe(false));
    await waitFor(() =>
      expect(within(rowOf('Issue resolved')).getByLabelText('Active: Issue resolved')).not.toBeChecked(),
    );

    fireEvent.click(within(rowOf('Spam or abuse')).getByLabelText('Delete Spam or abuse'));
    fireEvent.click(
      (await screen.findByText('Delete', { selector: '.ant-popconfirm button span' })).closest('button')!,
    );
    await showsComments(7);
    expect(texts()).not.toContain('Spam or abuse');
    expect(stored()).toHaveLength(7);
    expect(await screen.findByText('Closing comment deleted')).toBeInTheDocument();
  });

  it('reorders by keyboard (Space lifts, ArrowDown moves, Space drops) and from the row menu; the server keeps the order, or the old one comes back', async () => {
    await renderRoute('/live-agent/settings/comments');
    await showsComments(8);
    const handle = within(rowOf('Issue resolved')).getByLabelText('Drag to reorder Issue resolved');
    handle.focus();
    await pressKey(handle, 'Space');
    expect(announced()).toMatch(/Issue resolved/);
    await pressKey(handle, 'ArrowDown');
    expect(announced()).toBe('Issue resolved is over position 2 of 8.');
    await pressKey(handle, 'Space');
    expect(announced()).toBe('Issue resolved dropped at position 2 of 8.');
    await waitFor(() => expect(texts().slice(0, 2)).toEqual(['Customer will call back', 'Issue resolved']));
    await waitFor(() =>
      expect(storedOrder().slice(0, 3)).toEqual([
        'Customer will call back',
        'Issue resolved',
        'Escalated to second-level support',
      ]),
    );
    expect(within(rowOf('Issue resolved')).getByText('2')).toBeInTheDocument();

    await openRowMenu('Spam or abuse');
    await pickMenuItem('Move up');
    await waitFor(() => expect(texts().slice(6)).toEqual(['Spam or abuse', 'Duplicate conversation']));
    await waitFor(() => expect(storedOrder().slice(6)).toEqual(['Spam or abuse', 'Duplicate conversation']));

    // When the server refuses the new order, the previous one comes back and the user is told.
    server().post(`${window.location.origin}/api/v1/comments/reorder`, () => new Response(500, {}, {}));
    const before = texts();
    await openRowMenu('Escalated to second-level support');
    await pickMenuItem('Move down');
    expect(
      await screen.findByText('The new order could not be saved, so the previous order is back.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(before));
    expect(storedOrder()).toEqual(before);
  });

  it('shows an error with Retry when the list cannot be loaded, and a read-only list to users who cannot manage settings', async () => {
    let fail = true;
    server().get(`${window.location.origin}/api/v1/comments`, () =>
      fail
        ? new Response(500, {}, {})
        : {
            data: [...stored()]
              .sort((a, b) => a.sortOrder - b.sortOrder)
              .map((comment) => ({ ...comment, id: Number(comment.id) })),
            total: 8,
          },
    );
    await renderRoute('/live-agent/settings/comments', { role: 'agent' });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByText('Retry'));
    await showsComments(8);
    expect(screen.getByText('You can view these but not change them.')).toBeInTheDocument();
    expect(screen.queryByText('Add comment')).not.toBeInTheDocument();
    expect(document.querySelector('.la-sortable-handle')).toBeNull();
    expect(within(rowOf('Issue resolved')).queryByLabelText('Edit Issue resolved')).toBeNull();
    expect(within(rowOf('Duplicate conversation')).getByText('Inactive')).toBeInTheDocument();
  });
  itChecksBadTexts({
    what: 'a comment',
    rules: () => commentRules(englishFormRules()).text,
    tooLong: 'Enter 1 to 200 characters.',
    route: '/live-agent/settings/comments',
    shown: () => showsComments(8),
    records: stored,
    storedText: (comment) => comment.text,
    add: 'Add comment',
    title: 'New closing comment',
    drawer,
    label: 'Comment',
  });
});
