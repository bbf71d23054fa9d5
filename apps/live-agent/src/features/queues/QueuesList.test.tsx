// The Queues tab with real antd against the real Mirage routes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queueRules } from './queues.rules';
import { englishFormRules, renderRoute } from '../../test/render';
import {
  expectFigureKeptThenSaved,
  setupNamedListTest,
  openSelect,
  pickOption,
  rowNamed,
  tableRows,
} from '../../test/lists';

const { server, drawer, itChecksBadNames } = setupNamedListTest('queue', '/live-agent/agents/queues');
const rows = tableRows;

describe('Queues tab', () => {
  it('lists queues with department, routing, priority and durations, creates one after its rules, and switches tabs by URL', async () => {
    await renderRoute('/live-agent/agents/queues');
    await waitFor(() => expect(rows()).toHaveLength(8));
    const vip = rowNamed('VIP concierge');
    await waitFor(() => expect(within(vip).getByText('VIP')).toBeInTheDocument());
    expect(within(vip).getByText('Manual')).toBeInTheDocument();
    expect(within(vip).getByText('5 · Highest')).toBeInTheDocument();
    expect(within(vip).getByText('1 min')).toBeInTheDocument();
    expect(within(vip).getByText('15 s')).toBeInTheDocument();
    expect(within(rowNamed('Refunds')).getByText('Inactive')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Add queue'));
    await screen.findByText('New queue');
    fireEvent.click(within(drawer()).getByText('Save'));
    // The name and the department, in the server's words.
    expect(await within(drawer()).findAllByText('This field is required.')).toHaveLength(2);

    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Priority callbacks' } });
    openSelect('departmentId', drawer());
    await pickOption('Support');
    const sla = within(drawer()).getByLabelText('First response target (seconds)');
    fireEvent.change(sla, { target: { value: '-5' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('Enter a whole number from 0 to 86400.')).toBeInTheDocument();
    fireEvent.change(sla, { target: { value: '90' } });
    expect(await within(drawer()).findByText('1:30 min')).toBeInTheDocument();
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Queue added')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(9));
    const stored = server().db.queues.where({ name: 'Priority callbacks' })[0] as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({
      departmentId: 2,
      routing: 'auto',
      priority: 3,
      maxWaitSec: 300,
      slaFirstResponseSec: 90,
      isActive: true,
    });

    fireEvent.click(screen.getByText('Shifts', { selector: '.ant-tabs-tab-btn' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live-agent/agents/shifts'));
  });
  it('keeps a waiting time the rule refuses as typed with its message, and saves a good one as that number', async () => {
    await renderRoute('/live-agent/agents/queues');
    await waitFor(() => expect(rows()).toHaveLength(8));
    await expectFigureKeptThenSaved({
      record: 'VIP concierge',
      drawer,
      label: 'Maximum wait (seconds)',
      refused: 'Enter a whole number from 0 to 86400.',
      outOfRange: '90000',
      good: '600',
      shows: '10 min',
      saved: 'Queue saved',
      stored: () => server().db.queues.where({ name: 'VIP concierge' })[0].maxWaitSec,
    });
  });
  itChecksBadNames({
    rules: () => queueRules(englishFormRules()).name,
    count: 8,
    // A department is required: only the name is under test.
    fill: async (form) => {
      openSelect('departmentId', form);
      await pickOption('Support');
    },
  });
});
