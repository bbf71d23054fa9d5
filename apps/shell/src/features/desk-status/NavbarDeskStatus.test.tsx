// "My status" in the navbar against the real Mirage routes: the agent sees its status and changes it (the server
// holds the new one); an admin, who may but has no agent record (403), and a user without the ability see nothing.
// And the menu's count of the agent's chats awaiting its answer (useInboxUnread).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import axios from 'axios';
import { createApiClient } from '@live-agent/auth';
import type { DeskAgent, DeskConversation } from '@live-agent/contracts';
import { apiGet, authorised, authorisedAs, signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import { createFormat } from '@live-agent/ui-kit';
import { deskRequestsApi } from '@live-agent/ui-kit/desk-requests';
import { createTestStore, initTestI18n, renderWithProviders } from '../../test/render';
import { NavbarDeskStatus } from './NavbarDeskStatus';
import { useInboxUnread } from './useInboxUnread';

beforeAll(async () => {
  await initTestI18n();
});
setupTestServer();

const storeFor = () => createTestStore(createApiClient({ onSignOut: () => undefined, language: () => 'en' }));
const AGENT_DESK = [{ action: 'manage', subject: 'AgentDesk' }];

async function choose(label: string) {
  const select = screen.getByTestId('my-status');
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (item) => item.textContent === label,
    );
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1];
  });
  fireEvent.click(option);
}

describe('NavbarDeskStatus', () => {
  it("shows the agent's status and sets another, which the server then holds", async () => {
    await signIn('agent');
    const before = await apiGet<DeskAgent>('/me');
    renderWithProviders(<NavbarDeskStatus />, { store: storeFor(), ability: AGENT_DESK });
    const select = await screen.findByRole('combobox', { name: 'My status' });
    const shown = () => select.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent;
    const name = { online: 'Online', away: 'Away', busy: 'Busy', offline: 'Offline' };
    await waitFor(() => expect(shown()).toBe(name[before.status]));
    const next = before.status === 'away' ? 'online' : 'away';
    await choose(name[next]);
    await waitFor(async () => expect((await apiGet<DeskAgent>('/me')).status).toBe(next));
    await waitFor(() => expect(shown()).toBe(name[next]));
  });

  it("says under the statuses, and to a screen reader on the control, whether the agent's shift expects it now and its departments are open", async () => {
    await signIn('agent');
    const record = await apiGet<DeskAgent>('/me');
    renderWithProviders(<NavbarDeskStatus />, { store: storeFor(), ability: AGENT_DESK });
    const select = await screen.findByRole('combobox', { name: 'My status' });
    const format = createFormat('en');
    const shift = !record.shiftChangesAt
      ? 'No shift this week'
      : record.expectedNow
        ? `On shift until ${format.time(record.shiftChangesAt)}`
        : `Off shift · next shift ${format.dateTime(record.shiftChangesAt)}`;
    const opening = record.departmentsOpenNow ? 'Your departments are open' : 'Your departments are closed now';
    const expected = `${shift} · ${opening}`;
    expect(select).toHaveAccessibleDescription(expected);
    fireEvent.mouseDown(select.closest('.ant-select')?.querySelector('.ant-select-selector') ?? select);
    expect(await screen.findByTestId('my-shift')).toHaveTextContent(expected);
  });

  it('shows nothing to an admin, who has no agent record (the API answers 403)', async () => {
    await signIn('admin');
    const store = storeFor();
    renderWithProviders(<NavbarDeskStatus />, { store });
    await waitFor(() =>
      expect(deskRequestsApi.endpoints.deskMe.select()(store.getState() as never).isError).toBe(true),
    );
    expect(screen.queryByTestId('my-status')).toBeNull();
  });

  it('asks nothing and shows nothing without the ability', async () => {
    await signIn('agent');
    const store = storeFor();
    renderWithProviders(<NavbarDeskStatus />, { store, ability: [{ action: 'read', subject: 'Dashboard' }] });
    expect(screen.queryByTestId('my-status')).toBeNull();
    expect(deskRequestsApi.endpoints.deskMe.select()(store.getState() as never).isUninitialized).toBe(true);
  });
});

function Unread() {
  return <p data-testid="unread">{useInboxUnread()}</p>;
}

describe('useInboxUnread', () => {
  it("counts the agent's chats awaiting its answer, and follows an answer", async () => {
    // An admin moves an ongoing chat into the agent's first queue; the agent goes online and accepts it.
    const admin = await authorisedAs('admin');
    const rows = (await axios.get<Array<{ id: number; departmentId: number }>>('/api/v1/live/conversations', admin))
      .data;
    const moved = rows.find((row) => row.departmentId !== 2)!;
    await axios.post(`/api/v1/conversations/${moved.id}/transfer`, { queueId: 3 }, admin);
    await signIn('agent');
    await axios.put('/api/v1/me/status', { status: 'online' }, authorised());
    await axios.post(`/api/v1/conversations/${moved.id}/accept`, {}, authorised());
    const awaiting = async () =>
      (await apiGet<DeskConversation[]>('/me/conversations')).filter((chat) => chat.awaitingReply).length;
    const before = await awaiting();
    expect(before).toBeGreaterThan(0);

    const store = storeFor();
    renderWithProviders(<Unread />, { store, ability: AGENT_DESK });
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent(String(before)));
    // The agent answers (the inbox's message invalidates the live lists' tag on the one API slice).
    await axios.post(`/api/v1/conversations/${moved.id}/messages`, { content: 'On it' }, authorised());
    act(() => {
      store.dispatch(deskRequestsApi.util.invalidateTags(['LiveConversation']));
    });
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent(String(before - 1)));
  });

  it('is 0 for an admin, who has no agent record, without asking for any chat', async () => {
    await signIn('admin');
    const store = storeFor();
    renderWithProviders(<Unread />, { store });
    await waitFor(() =>
      expect(deskRequestsApi.endpoints.deskMe.select()(store.getState() as never).isError).toBe(true),
    );
    expect(screen.getByTestId('unread')).toHaveTextContent('0');
    expect(deskRequestsApi.endpoints.deskConversations.select()(store.getState() as never).isUninitialized).toBe(true);
  });
});
