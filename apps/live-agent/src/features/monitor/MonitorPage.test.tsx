// The live monitor with real antd against the real Mirage routes (docs/demo-api.md, Live monitor), on the history's
// last second: the ongoing chats with the one past its queue's target marked, filters in the URL, the agents of the
// department the URL names, a conversation opened in the side panel with its transcript, a whisper shown at once as a
// private note, a join marking the chat, a transfer offering only the agents who can take the chat, a close refused
// without a category, or without the closing comment the settings require (in the server's words, nothing sent), a
// 409 when the chat ended meanwhile, the route closed to an agent (whom the API answers 403), and the lists asked again
// every 5 s while the tab is visible, never while it is hidden, and at once when it is shown again.
import axios from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  Comment as ClosingComment,
  ConversationCategory,
  ConversationRow,
  Department,
  LiveAgent,
  LiveConversation,
} from '@live-agent/contracts';
import { countWrites } from '@live-agent/ui-kit/testing';
import { routes } from '../../routes';
import { LIVE_LIST_POLL_MS } from '../../api/live';
import { apiGet, authorised, renderRoute, setupScreenTest, signIn, until } from '../../test/render';
import { advance, fakePollingTimers, mockTabVisibility, untilFaked } from '../../test/pollingTimers';
import { pickOption } from '../../test/lists';

jest.setTimeout(45_000);
const server = setupScreenTest();
const CONVERSATIONS_ROUTE = `${window.location.origin}/api/v1/live/conversations`;

afterEach(() => {
  jest.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent ?? '';
const panel = () => screen.getByTestId('conversation-panel');
const liveRows = () => apiGet<LiveConversation[]>('/live/conversations');
const tableRows = (testId: string) => Array.from(screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row'));

/** A category, or a closing comment, the conversation's department may use. */
const usableIn =
  (row: LiveConversation) =>
  (item: { isActive: boolean; departmentIds: number[] }): boolean =>
    item.isActive && (item.departmentIds.length === 0 || item.departmentIds.includes(row.departmentId));

async function openSelect(label: string, container: HTMLElement = document.body) {
  const input = within(container).getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select')?.querySelector('.ant-select-selector') ?? input);
}

const optionTexts = () =>
  Array.from(
    document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((option) => option.textContent ?? '');

async function openConversation(row: LiveConversation) {
  fireEvent.click(await screen.findByRole('button', { name: `Open the conversation with ${row.customer.name}` }));
  await waitFor(() => expect(location()).toContain(`conversation=${row.id}`));
  await within(await screen.findByTestId('conversation-panel')).findByTestId('transcript');
}

describe('Live monitor', () => {
  it('lists every ongoing chat, longest wait first, and marks the one past its target with an icon and words', async () => {
    await signIn('admin');
    const expected = await liveRows();
    expect(expected.some((row) => row.overSla)).toBe(true);
    await renderRoute('/live-agent/monitor');
    const table = await screen.findByTestId('live-conversations');
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(expected.length));
    const names = Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map(
      (row) => row.querySelector('button')?.textContent,
    );
    expect(names).toEqual(expected.map((row) => row.customer.name));
    const over = expected.filter((row) => row.overSla);
    expect(within(table).getAllByText('Over SLA')).toHaveLength(over.length);
    const overRow = within(table)
      .getByRole('button', { name: `Open the conversation with ${over[0].customer.name}` })
      .closest('tr')!;
    expect(within(overRow).getByText('Over SLA')).toBeInTheDocument();
    expect(overRow.querySelector('.anticon-exclamation-circle')).not.toBeNull();
    // The queue's alert, on the monitor too, links to the chat waiting longest.
    expect(within(screen.getByTestId('sla-alerts')).getByText(/1 queue is past its wait target/)).toBeInTheDocument();
    // Agents now: each agent with their chats against their limit.
    const agents = await apiGet<LiveAgent[]>('/live/agents');
    const busiest = agents.find((agent) => agent.activeChats > 0)!;
    const agentRow = within(screen.getByTestId('live-agents')).getByText(busiest.fullName).closest('tr')!;
    expect(within(agentRow).getByText(`${busiest.activeChats} of ${busiest.maxConcurrentChats}`)).toBeInTheDocument();
  });

  it('writes its filters to the URL and lists what the server answers for them', async () => {
    await signIn('admin');
    const queued = (await liveRows()).filter((row) => row.status === 'queued');
    await renderRoute('/live-agent/monitor');
    await screen.findByTestId('live-conversations');
    await openSelect('Status');
    await pickOption('Queued');
    await waitFor(() => expect(location()).toContain('status=queued'));
    const table = screen.getByTestId('live-conversations');
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(queued.length));
    await openSelect('Agent');
    await pickOption('Unassigned');
    await waitFor(() => expect(location()).toContain('agentId=null'));
  });

  it('lists the agents of the department its URL names, and writes the one picked to the URL', async () => {
    await signIn('admin');
    const everyone = await apiGet<LiveAgent[]>('/live/agents');
    const departments = await apiGet<Department[]>('/departments/all');
    const servedBy = (department: Department) =>
      everyone.filter((agent) => agent.departmentIds.includes(department.id));
    const [first, second] = departments.filter(
      (department) => servedBy(department).length > 0 && servedBy(department).length < everyone.length,
    );
    const names = (department: Department) =>
      servedBy(department)
        .slice(0, 10) // the table's first page
        .map((agent) => agent.fullName);
    const shown = () => tableRows('live-agents').map((row) => row.querySelector('td')?.textContent);

    await renderRoute(`/live-agent/monitor?agentsDepartmentId=${first.id}`);
    await waitFor(() => expect(shown()).toEqual(names(first)));
    const picker = screen.getByTestId('filter-agentsDepartmentId');
    await waitFor(() => expect(within(picker).getByText(first.name)).toBeInTheDocument());
    // The server's answer for the department is what the table shows.
    const answered = await apiGet<LiveAgent[]>('/live/agents', { departmentId: first.id });
    expect(answered.map((agent) => agent.fullName)).toEqual(servedBy(first).map((agent) => agent.fullName));

    await openSelect('Agents’ department');
    await pickOption(second.name);
    await waitFor(() => expect(location()).toContain(`agentsDepartmentId=${second.id}`));
    await waitFor(() => expect(shown()).toEqual(names(second)));
  });

  it('opens a row in the side panel with its transcript, and a whisper shows at once as a private note', async () => {
    await signIn('admin');
    const row = (await liveRows()).find((item) => item.status === 'open')!;
    await renderRoute('/live-agent/monitor');
    await openConversation(row);
    const thread = within(panel()).getByTestId('transcript');
    await waitFor(() => expect(thread.querySelectorAll('[data-sender]').length).toBeGreaterThan(0));
    fireEvent.change(within(panel()).getByLabelText('Message'), { target: { value: 'Offer the annual plan.' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Whisper to the agent' }));
    expect(await screen.findByText('Whisper sent to the agent.')).toBeInTheDocument();
    const note = await within(thread).findByText('Offer the annual plan.');
    const bubble = note.closest('[data-sender]')!;
    expect(bubble.getAttribute('data-sender')).toBe('supervisor');
    expect(within(bubble.parentElement!.parentElement!).getAllByText('Whisper').length).toBeGreaterThan(0);
    // Kept by the server: the transcript it answers holds the whisper, private.
    const { data } = await apiGet<{ data: { content: string; isPrivate: boolean }[] }>(
      `/conversations/${row.id}/messages`,
    );
    expect(data.find((message) => message.content === 'Offer the annual plan.')?.isPrivate).toBe(true);
  });

  it('joins a conversation: the message goes to the customer, and the panel says a supervisor joined', async () => {
    await signIn('admin');
    const row = (await liveRows()).find((item) => item.status === 'open' && !item.supervisorJoined)!;
    await renderRoute('/live-agent/monitor');
    await openConversation(row);
    expect(within(panel()).queryByText('Supervisor joined')).not.toBeInTheDocument();
    fireEvent.change(within(panel()).getByLabelText('Message'), { target: { value: 'Hello, I am the team lead.' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Join: send to the customer' }));
    expect(await screen.findByText('You joined the conversation.')).toBeInTheDocument();
    // The live list is asked again: the row now says a supervisor joined.
    expect(await within(panel()).findByText('Supervisor joined')).toBeInTheDocument();
    const thread = within(panel()).getByTestId('transcript');
    const bubble = (await within(thread).findByText('Hello, I am the team lead.')).closest('[data-sender]')!;
    expect(bubble.getAttribute('data-sender')).toBe('supervisor');
    expect(within(bubble.parentElement!.parentElement!).queryByTestId('private-note')).not.toBeInTheDocument();
    // Kept by the server: a message to the customer, counted, and the row marked.
    const joined = (await liveRows()).find((item) => item.id === row.id)!;
    expect(joined).toMatchObject({ supervisorJoined: true, messageCount: row.messageCount + 1 });
    const { data } = await apiGet<{ data: { content: string; isPrivate: boolean }[] }>(
      `/conversations/${row.id}/messages`,
    );
    expect(data.find((message) => message.content === 'Hello, I am the team lead.')?.isPrivate).toBe(false);
  });

  it('offers as transfer targets only the agents online with a free slot, other than the holder', async () => {
    await signIn('admin');
    const row = (await liveRows()).find((item) => item.status === 'open' && item.agentId !== null)!;
    const agents = await apiGet<LiveAgent[]>('/live/agents');
    const able = agents.filter(
      (agent) => agent.status === 'online' && agent.activeChats < agent.maxConcurrentChats && agent.id !== row.agentId,
    );
    await renderRoute('/live-agent/monitor');
    await openConversation(row);
    fireEvent.click(within(panel()).getByRole('tab', { name: 'Transfer' }));
    await openSelect('Agent (online, with a free slot)', panel());
    await waitFor(() =>
      expect(optionTexts()).toEqual(
        able.map((agent) => `${agent.fullName} (${agent.activeChats} of ${agent.maxConcurrentChats})`),
      ),
    );
    const target = able[0];
    await pickOption(`${target.fullName} (${target.activeChats} of ${target.maxConcurrentChats})`);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Conversation transferred.')).toBeInTheDocument();
    const moved = (await liveRows()).find((item) => item.id === row.id)!;
    expect(moved.agentId).toBe(target.id);
    expect(moved.transferCount).toBe(row.transferCount + 1);
  });

  it('refuses to close without a category, by the field, and sends nothing', async () => {
    await signIn('admin');
    const row = (await liveRows())[0];
    await renderRoute('/live-agent/monitor');
    await openConversation(row);
    fireEvent.click(within(panel()).getByRole('tab', { name: 'Close' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close the conversation' }));
    expect(await within(panel()).findByText('Pick at least one item.')).toBeInTheDocument();
    expect((await liveRows()).some((item) => item.id === row.id)).toBe(true);
  });

  it('refuses to close without the closing comment the settings require, in the server’s words, and closes with one', async () => {
    await signIn('admin');
    await axios.put('/api/v1/organization', { settings: { requireCommentOnClose: true } }, authorised());
    const row = (await liveRows()).find((item) => item.status === 'open')!;
    const category = (await apiGet<ConversationCategory[]>('/conversation-categories/all')).find(usableIn(row))!;
    const comment = (await apiGet<ClosingComment[]>('/comments/all')).find(usableIn(row))!;
    await renderRoute('/live-agent/monitor');
    await openConversation(row);
    fireEvent.click(within(panel()).getByRole('tab', { name: 'Close' }));
    // Marked required once the organisation's settings are in.
    const commentLabel = () => panel().querySelector('label[for$="commentId"]');
    await waitFor(() => expect(commentLabel()).toHaveClass('ant-form-item-required'));
    expect(commentLabel()).toHaveTextContent('Closing comment');
    await openSelect('Categories', panel());
    await pickOption(category.name);

    const writes = countWrites(server());
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close the conversation' }));
    expect(await within(panel()).findByText('A closing comment is required.')).toBeInTheDocument();
    expect(writes()).toBe(0);
    expect((await liveRows()).some((item) => item.id === row.id)).toBe(true);

    await openSelect('Closing comment', panel());
    await pickOption(comment.text);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close the conversation' }));
    expect(await screen.findByText('Conversation closed.')).toBeInTheDocument();
    expect((await liveRows()).some((item) => item.id === row.id)).toBe(false);
    expect(await apiGet<ConversationRow>(`/conversations/${row.id}`)).toMatchObject({
      status: 'closed',
      categoryIds: [category.id],
      commentId: comment.id,
    });
  });

  it('says the conversation is no longer ongoing when it ended meanwhile (409)', async () => {
    await signIn('admin');
    const row = (await liveRows()).find((item) => item.status === 'open')!;
    await renderRoute('/live-agent/monitor');
    await openConversation(row);
    // Closed elsewhere (another supervisor) while the panel is open.
    const categories = await apiGet<ConversationCategory[]>('/conversation-categories/all');
    const usable = categories.find(usableIn(row))!;
    await axios.post(`/api/v1/conversations/${row.id}/close`, { categoryIds: [usable.id] }, authorised());
    fireEvent.change(within(panel()).getByLabelText('Message'), { target: { value: 'Still there?' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Join: send to the customer' }));
    expect(await within(panel()).findByText('This conversation is no longer ongoing.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Join: send to the customer' })).not.toBeInTheDocument();
  });

  it('stops polling while the tab is hidden, and asks again at once when it is shown', async () => {
    await signIn('admin');
    const rows = await liveRows();
    expect(rows.length).toBeGreaterThan(3);
    await renderRoute('/live-agent/monitor');
    const count = () => screen.getByTestId('live-count').textContent;
    await until(() => expect(count()).toBe(`${rows.length} ongoing`));
    const tab = mockTabVisibility();
    try {
      // Hidden before the clock is faked: the poll the first answer started on the real clock asks nothing, and the
      // answer to the tab shown again starts the next poll on the fake clock (RTK Query's polling.ts).
      tab.set('hidden');
      fakePollingTimers();
      // The server's rows, each answer one fewer than the one before: the count shows which answer was drawn.
      let calls = 0;
      server().get(CONVERSATIONS_ROUTE, () => {
        calls += 1;
        return rows.slice(calls);
      });

      tab.set('visible');
      await untilFaked(() => expect(count()).toBe(`${rows.length - 1} ongoing`));
      expect(calls).toBe(1);
      // Visible: asked again after 5 s, not before.
      await advance(LIVE_LIST_POLL_MS - 1_000);
      expect(calls).toBe(1);
      await advance(1_000);
      await untilFaked(() => expect(count()).toBe(`${rows.length - 2} ongoing`));

      // Hidden: nothing asked however long it stays so.
      tab.set('hidden');
      await advance(60_000);
      expect(calls).toBe(2);

      // Shown again: its lists are stale, so they are asked for at once, then every 5 s again.
      tab.set('visible');
      await untilFaked(() => expect(count()).toBe(`${rows.length - 3} ongoing`));
      await advance(LIVE_LIST_POLL_MS);
      await untilFaked(() => expect(count()).toBe(`${rows.length - 4} ongoing`));
      expect(calls).toBe(4);
    } finally {
      tab.restore();
    }
  });

  it('is for admins only: the route needs read LiveMonitor, which an agent lacks, and the API answers them 403', async () => {
    const route = routes.find((item) => item.path === '/live-agent/monitor')!;
    expect(route.handle?.ability).toEqual({ action: 'read', subject: 'LiveMonitor' });
    await signIn('agent');
    await expect(liveRows()).rejects.toMatchObject({ response: { status: 403 } });
  });
});
