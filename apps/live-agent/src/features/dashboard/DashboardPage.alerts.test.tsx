// The dashboard's SLA warning (the monitor's LiveAlertsWarning) against the real Mirage routes, on the history's last
// second, where one queue's longest wait is past its target (docs/demo-api.md, Live monitor): the warning names the
// queue with its wait and target and links to the chat waiting longest in the monitor. An agent, who may not read the
// monitor, gets no warning.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiveAlert } from '@live-agent/contracts';
import { createFormat } from '@live-agent/ui-kit';
import { apiGet, renderRoute, setupScreenTest, signIn } from '../../test/render';

jest.setTimeout(40_000);
setupScreenTest();

const en = createFormat('en');
const location = () => screen.getByTestId('location').textContent ?? '';

it('warns of a queue past its wait target, with a link to its longest-waiting chat in the monitor', async () => {
  await signIn('admin');
  const alerts = await apiGet<LiveAlert[]>('/live/alerts');
  expect(alerts).toHaveLength(1);
  const [alert] = alerts;
  expect(alert.longestWaitSec).toBeGreaterThan(alert.slaTargetSec);
  await renderRoute('/live-agent/dashboard');
  const warning = await screen.findByTestId('sla-alerts');
  expect(within(warning).getByText('1 queue is past its wait target')).toBeInTheDocument();
  expect(warning).toHaveTextContent(
    `${alert.queueName}: longest wait ${en.duration(alert.longestWaitSec)} (target ${en.duration(alert.slaTargetSec)}), ` +
      `${alert.overSlaCount} of ${alert.waitingCount} waiting over it.`,
  );
  const link = within(warning).getByRole('link', { name: `Open the chat waiting longest in ${alert.queueName}` });
  expect(link).toHaveAttribute('href', `/live-agent/monitor?conversation=${alert.conversationId}`);
  fireEvent.click(link);
  await waitFor(() => expect(location()).toBe(`/live-agent/monitor?conversation=${alert.conversationId}`));
  await screen.findByTestId('conversation-panel');
});

it('shows an agent no warning: the monitor is not theirs to read', async () => {
  await signIn('agent');
  await renderRoute('/live-agent/dashboard', { role: 'agent' });
  await screen.findByTestId('dashboard-figures', {}, { timeout: 15_000 });
  expect(screen.queryByTestId('sla-alerts')).not.toBeInTheDocument();
});
