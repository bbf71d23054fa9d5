// The navbar's SLA bell against the real Mirage routes: an admin sees the count of queues past their wait target and
// a list linking to the chat waiting longest (opened in the monitor's side panel); an agent has no bell.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createApiClient } from '@live-agent/auth';
import type { LiveAlert } from '@live-agent/contracts';
import { liveAlertsApi } from '@live-agent/store/api';
import { apiGet, signIn, setupTestServer } from '@live-agent/ui-kit/testing';
import { createTestStore, initTestI18n, renderWithProviders } from '../../test/render';
import { NavbarLiveAlerts } from './NavbarLiveAlerts';

beforeAll(async () => {
  await initTestI18n();
});
const server = setupTestServer();

const storeFor = () => createTestStore(createApiClient({ onSignOut: () => undefined, language: () => 'en' }));

describe('NavbarLiveAlerts', () => {
  it('counts the alerts for an admin and links each to its conversation in the monitor', async () => {
    await signIn('admin');
    const alerts = await apiGet<LiveAlert[]>('/live/alerts');
    expect(alerts.length).toBeGreaterThan(0);
    renderWithProviders(<NavbarLiveAlerts />, { store: storeFor() });
    const label =
      alerts.length === 1
        ? 'SLA alerts, 1 queue past its wait target'
        : `SLA alerts, ${alerts.length} queues past their wait target`;
    const bell = await screen.findByRole('button', { name: label });
    fireEvent.click(bell);
    const panel = await screen.findByTestId('navbar-live-alerts-panel');
    const link = within(panel).getByRole('link', { name: alerts[0].queueName });
    expect(link).toHaveAttribute('href', `/live-agent/monitor?conversation=${alerts[0].conversationId}`);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live-agent/monitor'));
  });

  it('shares the alerts the dashboard asked for: one request for the bell and the warning', async () => {
    // The dashboard's route prefetches the alerts for its warning (apps/live-agent/src/routes.tsx); the bell above it
    // reads the same endpoint, so the page asks once and both show the same queues.
    await signIn('admin');
    const alerts = await apiGet<LiveAlert[]>('/live/alerts');
    const asked: string[] = [];
    server().pretender.handledRequest = (_verb: string, path: string) => asked.push(path);
    const alertRequests = () => asked.filter((path) => path.includes('/live/alerts'));
    const store = storeFor();
    void store.dispatch(liveAlertsApi.util.prefetch('liveAlerts', undefined, {}) as never);
    await waitFor(() => expect(alertRequests()).toHaveLength(1));
    renderWithProviders(<NavbarLiveAlerts />, { store });
    await screen.findByRole('button', { name: new RegExp(`^SLA alerts, ${alerts.length} queues? past`) });
    expect(alertRequests()).toHaveLength(1);
  });

  it('is not there for an agent (who may not read the monitor)', async () => {
    await signIn('agent');
    renderWithProviders(<NavbarLiveAlerts />, { ability: [{ action: 'read', subject: 'Dashboard' }] });
    expect(screen.queryByTestId('navbar-live-alerts')).toBeNull();
  });
});
