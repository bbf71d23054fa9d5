// The agent inbox with real antd against the real Mirage routes (docs/demo-api.md, Agent inbox), on the history's last
// second: the agent goes online (from the shell's navbar: its call and the tag it invalidates), accepts the oldest
// waiting chat (which opens, its id in the URL), answers with Enter and with a template whose variables are filled;
// the Accept button says why it is disabled; an admin without an agent record is told so; the route needs AgentDesk.
import axios from 'axios';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, keepDraftsOfEndingSession } from '@live-agent/auth';
import type { ConversationTemplate, DeskAgent, DeskConversation, Message } from '@live-agent/contracts';
import { routes } from '../../routes';
import {
  apiGet,
  authorised,
  createTestStore,
  renderRoute,
  setupScreenTest,
  signIn,
  silenceActWarnings,
} from '../../test/render';
import { deskApi } from '../../api/desk';

jest.setTimeout(45_000);
setupScreenTest();
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent ?? '';

/**
 * Chats waiting in the agent's queues: an admin moves `count` ongoing chats of other departments into the agent's
 * first queue (the monitor's transfer), then the agent signs in and passes its own back, so its slots are free.
 */
async function agentWithWaitingChats(count: number) {
  // The admin acts with a token of its own: the session (and the page's client) is the agent's.
  const { data } = await axios.post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
  const admin = authorised(data.accessToken);
  const rows = (await axios.get<Array<{ id: number; departmentId: number }>>('/api/v1/live/conversations', admin)).data;
  for (const row of rows.filter((item) => item.departmentId !== 2).slice(0, count))
    await axios.post(`/api/v1/conversations/${row.id}/transfer`, { queueId: 3 }, admin);
  await signIn('agent');
  for (const row of await apiGet<DeskConversation[]>('/me/conversations'))
    await axios.post(`/api/v1/conversations/${row.id}/transfer`, { queueId: row.queueId }, authorised());
}

describe('Agent inbox', () => {
  it('goes online, accepts the oldest waiting chat, answers with Enter and with a filled template', async () => {
    await agentWithWaitingChats(2);
    await axios.put('/api/v1/me/status', { status: 'away' }, authorised());
    const oldest = (await apiGet<DeskConversation[]>('/me/queue'))[0];
    const store = createTestStore();
    await renderRoute('/live-agent/inbox', { role: 'agent', store });
    const queue = await screen.findByTestId('my-queue');
    const accept = await within(queue).findByRole('button', { name: `Accept the chat with ${oldest.customer.name}` });
    expect(accept).toBeDisabled();
    expect(screen.getByTestId('accept-blocked')).toHaveTextContent('Go online to accept a chat.');

    // Online from the shell's navbar: its call, then the tag its mutation invalidates on the page's one API slice.
    await axios.put('/api/v1/me/status', { status: 'online' }, authorised());
    act(() => {
      store.dispatch(deskApi.util.invalidateTags(['DeskAgent']));
    });
    await waitFor(() => expect(accept).toBeEnabled());
    fireEvent.click(accept);
    expect(await screen.findByText(`The chat with ${oldest.customer.name} is yours.`)).toBeInTheDocument();
    await waitFor(() => expect(location()).toContain(`conversation=${oldest.id}`));
    const panel = await screen.findByTestId('inbox-panel');
    await within(panel).findByTestId('transcript');
    // The tab's title names the inbox (the shell's frame puts the count of unanswered chats before it).
    await waitFor(() => expect(document.title).toMatch(/^Inbox/));

    const box = within(panel).getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Hello, I am looking into it.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(panel).findByText('Hello, I am looking into it.')).toBeInTheDocument();
    const sent = await apiGet<{ data: Message[] }>(`/conversations/${oldest.id}/messages`);
    expect(sent.data[sent.data.length - 1]).toMatchObject({
      senderType: 'agent',
      content: 'Hello, I am looking into it.',
    });

    // `/` at the start opens the templates; one with {{customer.name}} comes filled.
    const templates = await apiGet<ConversationTemplate[]>('/conversation-templates/all');
    const greeting = templates.find(
      (template) => template.isActive && template.scope === 'global' && template.body.includes('{{customer.name}}'),
    )!;
    fireEvent.change(box, { target: { value: '/' } });
    const list = await screen.findByTestId('template-list');
    fireEvent.click(within(list).getByRole('button', { name: greeting.title }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toContain(oldest.customer.name));
    const filled = (box as HTMLTextAreaElement).value;
    expect(filled).not.toMatch(/\{\{customer\.name\}\}|undefined/);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(panel).findByText(filled)).toBeInTheDocument();
  });

  it('sends a message once however often Enter is pressed, and a draft kept when the session ended, restored in two tabs, once', async () => {
    await agentWithWaitingChats(1);
    await axios.put('/api/v1/me/status', { status: 'online' }, authorised());
    const chat = (await apiGet<DeskConversation[]>('/me/queue'))[0];
    await axios.post(`/api/v1/conversations/${chat.id}/accept`, {}, authorised());
    const sentWith = async (content: string) =>
      (await apiGet<{ data: Message[] }>(`/conversations/${chat.id}/messages`, { perPage: 1000 })).data.filter(
        (message) => message.content === content,
      );

    const first = await renderRoute(`/live-agent/inbox?conversation=${chat.id}`, { role: 'agent' });
    const box = await within(await screen.findByTestId('inbox-panel')).findByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Only once, please' } });
    for (let press = 0; press < 3; press += 1) fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(await sentWith('Only once, please')).toHaveLength(1);

    // The session ends while the agent writes: the draft is kept. Two tabs open the chat after signing in again,
    // both restore it and both send it: it is one message.
    fireEvent.change(box, { target: { value: 'Kept across the end' } });
    act(() => keepDraftsOfEndingSession());
    clearSession();
    first.unmount();
    await signIn('agent');
    const tabs = [
      await renderRoute(`/live-agent/inbox?conversation=${chat.id}`, { role: 'agent' }),
      await renderRoute(`/live-agent/inbox?conversation=${chat.id}`, { role: 'agent' }),
    ].map((tab) => within(tab.container));
    // Two forms in one test document share their fields' ids, so a label names the first tab's box: each tab's own
    // box is found in its panel.
    const boxOf = (panel: HTMLElement) => panel.querySelector('textarea') as HTMLTextAreaElement;
    // Both tabs offer it before either takes it: restoring forgets the kept copy, so a tab whose composer opened
    // after the other's restore would offer nothing (useKeptDraft reads the kept draft as the composer opens).
    const offers: [HTMLElement, HTMLElement][] = [];
    for (const tab of tabs) {
      const panel = await tab.findByTestId('inbox-panel');
      offers.push([panel, await within(panel).findByRole('button', { name: 'Restore' })]);
    }
    for (const [panel, restore] of offers) {
      fireEvent.click(restore);
      expect(boxOf(panel)).toHaveValue('Kept across the end');
    }
    for (const tab of tabs) {
      const panel = tab.getByTestId('inbox-panel');
      fireEvent.keyDown(boxOf(panel), { key: 'Enter' });
      await waitFor(() => expect(boxOf(panel)).toHaveValue(''));
    }
    expect(await sentWith('Kept across the end')).toHaveLength(1);
  });

  it('disables Accept over the chat limit, saying the limit', async () => {
    await agentWithWaitingChats(6);
    await axios.put('/api/v1/me/status', { status: 'online' }, authorised());
    let me = await apiGet<DeskAgent>('/me');
    while (me.activeChats < me.maxConcurrentChats) {
      const next = (await apiGet<DeskConversation[]>('/me/queue'))[0];
      await axios.post(`/api/v1/conversations/${next.id}/accept`, {}, authorised());
      me = await apiGet<DeskAgent>('/me');
    }
    await renderRoute('/live-agent/inbox', { role: 'agent' });
    expect(await screen.findByTestId('accept-blocked')).toHaveTextContent(
      `You hold ${me.activeChats} of your ${me.maxConcurrentChats} chats: close one to accept another.`,
    );
    const mine = await screen.findByTestId('my-chats');
    await waitFor(() =>
      expect(within(mine).getAllByRole('button', { name: /^Open the chat with/ })).toHaveLength(me.activeChats),
    );
  });

  it('tells an admin without an agent record that it has no inbox', async () => {
    await signIn('admin');
    await renderRoute('/live-agent/inbox');
    expect(await screen.findByText('Your account is not linked to an agent, so it has no inbox.')).toBeInTheDocument();
  });

  it('needs read AgentDesk, which a client lacks (the API answers it 403)', async () => {
    const route = routes.find((item) => item.path === '/live-agent/inbox')!;
    expect(route.handle?.ability).toEqual({ action: 'read', subject: 'AgentDesk' });
    await signIn('client');
    await expect(apiGet('/me')).rejects.toMatchObject({ response: { status: 403 } });
  });
});
