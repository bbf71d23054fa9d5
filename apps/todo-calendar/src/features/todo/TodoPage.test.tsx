// The tasks screen with real antd against the real Mirage routes: what a user sees and does.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { blankOrTooLong, itChecksBadTextField, typeBadTextsIntoNewRecord } from '@live-agent/ui-kit/testing';
import { taskRules } from './todo.rules';
import { Response } from 'miragejs';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { signIn } from '@live-agent/ui-kit/testing';
import { routes } from '../../routes';
import { createTestStore, englishFormRules, renderRoute, setupScreenTest } from '../../test/render';

// The server's clock pinned: due dates sit 10 days before to 30 days after it, all in 2026.
const NOW = new Date('2026-03-15T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

// Rows by class, not by role: role queries over a full antd page are slow in jsdom.
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('.todo-list > .todo-item'));
const titles = () => rows().map((row) => row.getAttribute('aria-label'));
const location = () => screen.getByTestId('location').textContent;
const stored = (id: number) =>
  server().db.tasks.find(id) as unknown as {
    title: string;
    isCompleted: boolean;
    isImportant: boolean;
    isDeleted: boolean;
  };

async function showsTasks(count: number) {
  await waitFor(() => expect(screen.getByTestId('task-count')).toHaveTextContent(`${count} task`));
  await waitFor(() => expect(rows()).toHaveLength(count));
}

function drawer() {
  return screen.getByTestId('task-drawer');
}

describe('tasks screen', () => {
  it('lists the live tasks newest first, with tags, due date, assignee and importance', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    expect(titles()[0]).toBe('Collect feedback on the new dashboard');
    const first = screen.getByTestId('task-18');
    expect(within(first).getByRole('checkbox', { name: /Complete/ })).not.toBeChecked();
    expect(within(first).getByRole('button', { name: /important/ })).toBeInTheDocument();
    expect(within(first).getByText('Low')).toBeInTheDocument();
    expect(within(first).getByText(/2026/)).toBeInTheDocument();
    // A title cut short on a narrow screen shows whole on hover.
    expect(within(first).getByRole('button', { name: 'Collect feedback on the new dashboard' })).toHaveAttribute(
      'title',
      'Collect feedback on the new dashboard',
    );
    // Deleted tasks are not in the default list.
    expect(screen.queryByTestId('task-4')).not.toBeInTheDocument();
  });

  it('filters by the sidebar and keeps the filter in the URL', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    fireEvent.click(screen.getByText('Important'));
    await waitFor(() => expect(location()).toBe('/apps/todo/important'));
    await waitFor(() => expect(rows().length).toBeLessThan(15));
    for (const id of rows().map((row) => Number(row.dataset.testid!.slice(5))))
      expect(stored(id).isImportant).toBe(true);

    fireEvent.click(within(screen.getByLabelText('Task filters')).getByText('High'));
    await waitFor(() => expect(location()).toBe('/apps/todo/tag/high'));
    await waitFor(() => expect(rows().every((row) => within(row).queryByText('High'))).toBe(true));
  });

  it('opens a filter, tag, search and sort straight from the URL', async () => {
    await renderRoute('/apps/todo/deleted?q=the&sort=title-asc');
    const expected = [4, 11, 16]
      .map((id) => stored(id).title)
      .filter((title) => title.toLowerCase().includes('the'))
      .sort((a, b) => a.localeCompare(b));
    expect(expected.length).toBeGreaterThan(1);
    await waitFor(() => expect(titles()).toEqual(expected));
    expect(screen.getByLabelText('Search tasks')).toHaveValue('the');
    expect(screen.getByRole('button', { name: 'Title A–Z, sort tasks' })).toHaveTextContent('Title A–Z');
  });

  it('searches as the user types (title, any case) and puts the search in the URL', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    fireEvent.change(screen.getByLabelText('Search tasks'), { target: { value: 'CHAT' } });
    await waitFor(() => expect(location()).toBe('/apps/todo?q=CHAT'));
    await waitFor(() =>
      expect(titles()).toEqual(['Check the chatbot handoff rules', 'Review the weekend chat transcripts']),
    );
  });

  it('sorts from the sort menu', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    fireEvent.click(screen.getByRole('button', { name: /, sort tasks$/ }));
    fireEvent.click(await screen.findByText('Title Z–A'));
    await waitFor(() => expect(location()).toBe('/apps/todo?sort=title-desc'));
    await waitFor(() => expect(titles()).toEqual([...titles()].sort((a, b) => b!.localeCompare(a!))));
    expect(titles()[0]).toBe('Write the FAQ entry on password resets');
  });

  it('completes a task and marks it important, persisted on the server', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    const row = screen.getByTestId('task-18');
    fireEvent.click(within(row).getByRole('checkbox', { name: /Complete/ }));
    await waitFor(() => expect(stored(18).isCompleted).toBe(true));
    expect(within(screen.getByTestId('task-18')).getByRole('checkbox', { name: /Complete/ })).toBeChecked();
    fireEvent.click(within(screen.getByTestId('task-18')).getByRole('button', { name: /Mark .* important/ }));
    await waitFor(() => expect(stored(18).isImportant).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByTestId('task-18')).getByRole('button', { name: /Unmark/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('adds a task through the drawer, refusing a blank title', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    fireEvent.click(screen.getByText('Add task'));
    await screen.findByText('New task');
    fireEvent.click(within(drawer()).getByText('Add'));
    expect(await within(drawer()).findByText('The title is required.')).toBeInTheDocument();
    expect(server().db.tasks).toHaveLength(18);

    fireEvent.change(within(drawer()).getByLabelText('Title'), { target: { value: 'Answer the VIP customer' } });
    fireEvent.click(within(drawer()).getByText('Add'));
    await showsTasks(16);
    expect(titles()[0]).toBe('Answer the VIP customer');
    expect(await screen.findByText('Task added')).toBeInTheDocument();
  });

  it('edits a task in the drawer', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    fireEvent.click(within(screen.getByTestId('task-17')).getByText(stored(17).title));
    await screen.findByText('Edit task');
    const title = within(drawer()).getByLabelText('Title');
    expect(title).toHaveValue(stored(17).title);
    fireEvent.change(title, { target: { value: 'Renamed task' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    await waitFor(() => expect(stored(17).title).toBe('Renamed task'));
    await waitFor(() => expect(screen.getByTestId('task-17')).toHaveAttribute('aria-label', 'Renamed task'));
  });

  it('deletes a task softly and restores it from Deleted', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    fireEvent.click(within(screen.getByTestId('task-18')).getByText(stored(18).title));
    await screen.findByText('Edit task');
    fireEvent.click(within(drawer()).getByText('Delete'));
    await showsTasks(14);
    expect(stored(18).isDeleted).toBe(true);
    expect(await screen.findByText('Task moved to Deleted')).toBeInTheDocument();

    fireEvent.click(within(screen.getByLabelText('Task filters')).getByText('Deleted'));
    await showsTasks(4);
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('task-18')).getByText('Restore'));
    });
    await showsTasks(3);
    expect(stored(18).isDeleted).toBe(false);
  });

  it('shows a toggle at once while the server answers, and puts it back with a message when the server fails', async () => {
    await renderRoute('/apps/todo');
    await showsTasks(15);
    let answer: (response: Response) => void = () => {};
    server().post('/apps/todo/update-task', () => new Promise<Response>((resolve) => (answer = resolve)));
    const complete = () => within(screen.getByTestId('task-18')).getByRole('checkbox', { name: /Complete/ });
    fireEvent.click(complete());
    await waitFor(() => expect(complete()).toBeChecked());
    answer(new Response(500, {}, { message: 'Server Error' }));
    expect(await screen.findByText('Something went wrong, try again.')).toBeInTheDocument();
    await waitFor(() => expect(complete()).not.toBeChecked());
    expect(stored(18).isCompleted).toBe(false);
  });

  it('asks for the list once when its route already asked as the URL opened (the shell’s prefetch)', async () => {
    await signIn('admin');
    const store = createTestStore();
    const url = '/apps/todo/tag/high?q=the&sort=title-asc';
    const [{ route, params }] = matchRoutes(routes, url)! as Array<{
      route: RemoteRoute;
      params: Record<string, string>;
    }>;
    for (const action of route.handle!.prefetch!({ params, search: new URLSearchParams('q=the&sort=title-asc') }))
      store.dispatch(action as never);
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb: string, path: string) => asked.push(path);
    const taskAsks = () => asked.filter((path) => path.startsWith('/apps/todo/tasks'));
    await waitFor(() => expect(taskAsks()).toHaveLength(1));
    await renderRoute(url, { store });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().every((row) => within(row).queryByText('High'))).toBe(true);
    expect(taskAsks()).toEqual(['/apps/todo/tasks?tag=high&q=the&sortBy=title-asc']);
  });

  it('shows Not Found for an unknown filter or tag', async () => {
    await renderRoute('/apps/todo/someday');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
  itChecksBadTextField({
    what: 'a title',
    rules: () => taskRules(englishFormRules()).title,
    refused: blankOrTooLong('The title is required.', 'Use at most 120 characters.'),
    typeIn: async (rules) => {
      await renderRoute('/apps/todo');
      await showsTasks(15);
      const sheet = () => screen.getByTestId('task-drawer').closest<HTMLElement>('.ant-drawer');
      await typeBadTextsIntoNewRecord(rules, {
        records: () => server().db.tasks as unknown as Array<{ id: string; title: string }>,
        storedText: (record) => record.title,
        add: 'Add task',
        title: 'New task',
        drawer: () => sheet()!,
        label: 'Title',
        save: 'Add',
      });
    },
  });
});
