// "My status" in the navbar against the real Mirage routes: the agent sees its status and changes it (the server
// holds the new one); an admin, who may but has no agent record (403), and a user without the ability see nothing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@live-agent/auth';
import type { DeskAgent } from '@live-agent/contracts';
import { apiGet, signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import { createTestStore, initTestI18n, renderWithProviders } from '../../test/render';
import { deskStatusApi } from './deskStatus.api';
import { NavbarDeskStatus } from './NavbarDeskStatus';

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

  it('shows nothing to an admin, who has no agent record (the API answers 403)', async () => {
    await signIn('admin');
    const store = storeFor();
    renderWithProviders(<NavbarDeskStatus />, { store });
    await waitFor(() =>
      expect(deskStatusApi.endpoints.navbarDeskMe.select()(store.getState() as never).isError).toBe(true),
    );
    expect(screen.queryByTestId('my-status')).toBeNull();
  });

  it('asks nothing and shows nothing without the ability', async () => {
    await signIn('agent');
    const store = storeFor();
    renderWithProviders(<NavbarDeskStatus />, { store, ability: [{ action: 'read', subject: 'Dashboard' }] });
    expect(screen.queryByTestId('my-status')).toBeNull();
    expect(deskStatusApi.endpoints.navbarDeskMe.select()(store.getState() as never).isUninitialized).toBe(true);
  });
});
