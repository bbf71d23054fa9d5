// The frame's notice of a chat that became the agent's, against the real Mirage routes: elsewhere a polite toast with
// Open (which leads to the chat in the inbox), on the inbox a polite live region and no toast; the tab's title counts
// the agent's chats awaiting an answer on any screen, and drops the count once they are answered.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import axios from 'axios';
import { useLocation } from 'react-router-dom';
import { createApiClient } from '@live-agent/auth';
import type { DeskConversation } from '@live-agent/contracts';
import { ToastArea, useDocumentTitle } from '@live-agent/ui-kit';
import { deskRequestsApi } from '@live-agent/ui-kit/desk-requests';
import { apiGet, authorised, authorisedAs, signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import { createTestStore, initTestI18n, renderWithProviders, type TestStore } from '../../test/render';
import { AssignedChatNotice } from './AssignedChatNotice';

beforeAll(async () => {
  await initTestI18n();
});
setupTestServer();

const AGENT_DESK = [{ action: 'manage', subject: 'AgentDesk' }];

function Screen({ title }: { title: string }) {
  useDocumentTitle(title);
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/**
 * The agent, online with no chat of its own, and a chat waiting in its first queue (an admin moved it there with a
 * token of its own: the session is the agent's).
 */
async function agentWithAWaitingChat(): Promise<DeskConversation> {
  const admin = await authorisedAs('admin');
  const rows = (await axios.get<Array<{ id: number; departmentId: number }>>('/api/v1/live/conversations', admin)).data;
  await axios.post(
    `/api/v1/conversations/${rows.find((row) => row.departmentId !== 2)!.id}/transfer`,
    { queueId: 3 },
    admin,
  );
  await signIn('agent');
  for (const row of await apiGet<DeskConversation[]>('/me/conversations'))
    await axios.post(`/api/v1/conversations/${row.id}/transfer`, { queueId: row.queueId }, authorised());
  await axios.put('/api/v1/me/status', { status: 'online' }, authorised());
  return (await apiGet<DeskConversation[]>('/me/queue'))[0];
}

async function render(route: string, title: string) {
  const waiting = await agentWithAWaitingChat();
  const store = createTestStore(createApiClient({ onSignOut: () => undefined, language: () => 'en' }));
  document.title = 'Live Agent';
  renderWithProviders(
    <>
      <ToastArea />
      <AssignedChatNotice />
      <Screen title={title} />
    </>,
    { store, route, ability: AGENT_DESK },
  );
  // The frame's first read: the agent holds nothing yet, which is not news.
  await waitFor(() =>
    expect(deskRequestsApi.endpoints.deskConversations.select()(store.getState() as never).data).toEqual([]),
  );
  return { waiting, store };
}

/** The agent takes the chat (the inbox's accept), and the frame reads its list again (the tag the accept invalidates). */
async function accept(store: TestStore, chat: DeskConversation) {
  await axios.post(`/api/v1/conversations/${chat.id}/accept`, {}, authorised());
  act(() => {
    store.dispatch(deskRequestsApi.util.invalidateTags(['LiveConversation']));
  });
}

describe('AssignedChatNotice', () => {
  it('tells of a new chat on another screen with a polite toast whose Open leads to it, and counts it in the title', async () => {
    const { waiting, store } = await render('/dashboard', 'Dashboard');
    expect(document.title).toBe('Dashboard');
    await accept(store, waiting);

    const text = `A new chat is yours: ${waiting.customer.name}.`;
    const toast = await screen.findByText(text, { selector: '.ant-notification-notice-title' });
    expect(toast.closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('desk-announcement')).toHaveTextContent('');
    await waitFor(() => expect(document.title).toBe('(1) Dashboard'));

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/live-agent/inbox?conversation=${waiting.id}`),
    );

    // Answered: nothing awaits the agent, and the title says so.
    await axios.post(`/api/v1/conversations/${waiting.id}/messages`, { content: 'On it' }, authorised());
    act(() => {
      store.dispatch(deskRequestsApi.util.invalidateTags(['LiveConversation']));
    });
    await waitFor(() => expect(document.title).toBe('Dashboard'));
  });

  it('says it in the live region on the inbox, where the chat shows in the list, without a toast', async () => {
    const { waiting, store } = await render('/live-agent/inbox', 'Inbox');
    await accept(store, waiting);
    await waitFor(() =>
      expect(screen.getByTestId('desk-announcement')).toHaveTextContent(
        `A new chat is yours: ${waiting.customer.name}.`,
      ),
    );
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    await waitFor(() => expect(document.title).toBe('(1) Inbox'));
  });

  it('tells nothing of the chats the agent already held when the frame first read them', async () => {
    const waiting = await agentWithAWaitingChat();
    await axios.post(`/api/v1/conversations/${waiting.id}/accept`, {}, authorised());
    const store = createTestStore(createApiClient({ onSignOut: () => undefined, language: () => 'en' }));
    renderWithProviders(
      <>
        <ToastArea />
        <AssignedChatNotice />
        <Screen title="Dashboard" />
      </>,
      { store, route: '/dashboard', ability: AGENT_DESK },
    );
    await waitFor(() => expect(document.title).toBe('(1) Dashboard'));
    expect(screen.getByTestId('desk-announcement')).toHaveTextContent('');
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
