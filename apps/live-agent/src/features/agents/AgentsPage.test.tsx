// The Agents tab with real antd against the real Mirage routes: list, filter, sort, edit with the chat
// limit rule, bulk shift assignment and the CSV export of the filtered list.
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseCsv } from '@live-agent/ui-kit';
import type { Agent } from '@live-agent/contracts';
import { expectFiguresKeptAsTyped } from '@live-agent/ui-kit/testing';
import { agentRules } from './agents.rules';
import { englishFormRules, renderRoute, setupScreenTest } from '../../test/render';
import { itChecksBadTexts, openSelect, pickOption, tableRows, totalText } from '../../test/lists';
import { captureDownloads, readBlob } from '../../test/render';

// Two long flows over a 24-agent table: room for a loaded machine.
jest.setTimeout(45_000);
const server = setupScreenTest();

afterEach(() => {
  jest.restoreAllMocks();
});

const rows = tableRows;
const names = () => rows().map((row) => row.querySelector('.la-person-name')?.textContent);
// Stored records carry string ids; the fields the tests read are the API's.
const storedAgents = () => server().db.agents.where({}) as unknown as Agent[];
const agentNamed = (name: string) => storedAgents().find((agent) => agent.fullName === name)!;
const drawer = () => screen.getByTestId('agent-drawer');

async function firstPageShown() {
  await waitFor(() => expect(rows()).toHaveLength(10));
  expect(totalText()).toBe('1–10 of 24');
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const nameOf = (collection: 'departments' | 'shifts', id: number) =>
  (server().db[collection].find(id) as unknown as { name: string }).name;

describe('Agents tab', () => {
  it('keeps an over-long name whole beside its counter and refuses it in words: nothing is cut nor saved', async () => {
    const user = userEvent.setup();
    await renderRoute('/live-agent/agents');
    await firstPageShown();
    const [a] = names() as string[];
    fireEvent.click(screen.getByLabelText(`Edit ${a}`));
    await screen.findByText(`Edit ${a}`, { selector: '.ant-drawer-title' });
    const name = within(drawer()).getByLabelText('Name');
    await user.clear(name);
    await user.paste('n'.repeat(121));
    expect(name).toHaveValue('n'.repeat(121));
    expect(within(drawer()).getByText('121 / 120')).toBeInTheDocument();
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('Use at most 120 characters.')).toBeInTheDocument();
    expect(name).toHaveValue('n'.repeat(121));
    expect(agentNamed(a)).toBeDefined();
  });

  it('lists agents by name, filters by status, sorts by name descending and exports the filtered list as CSV', async () => {
    const downloads = captureDownloads();
    await renderRoute('/live-agent/agents');
    await firstPageShown();
    const sorted = storedAgents()
      .map((agent) => agent.fullName)
      .sort(byName);
    expect(names()).toEqual(sorted.slice(0, 10));
    const first = agentNamed(sorted[0]);
    const firstRow = rows()[0];
    expect(within(firstRow).getByText(first.email)).toBeInTheDocument();
    expect(firstRow.querySelector(`[data-status="${first.status}"]`)).not.toBeNull();
    // Names of departments and shifts, not ids: they come from the lookups (each resource's /all), which may answer
    // after the list's first page on a loaded machine.
    await waitFor(() => {
      expect(within(rows()[0]).getByText(nameOf('shifts', first.shiftId!))).toBeInTheDocument();
      expect(within(rows()[0]).getByText(nameOf('departments', first.departmentIds[0]))).toBeInTheDocument();
    });

    openSelect('Status');
    await pickOption('Offline');
    const offline = storedAgents().filter((agent) => agent.status === 'offline');
    expect(offline.length).toBeGreaterThan(1);
    await waitFor(() => expect(totalText()).toBe(`1–${Math.min(10, offline.length)} of ${offline.length}`));
    expect(rows().every((row) => row.querySelector('[data-status="offline"]'))).toBe(true);

    fireEvent.click(document.querySelector<HTMLElement>('th.ant-table-column-has-sorters')!);
    const descending = offline.map((agent) => agent.fullName).sort((a, b) => byName(b, a));
    await waitFor(() => expect(names()).toEqual(descending.slice(0, 10)));

    fireEvent.click(screen.getByText('Export CSV'));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.links()[0].download).toMatch(/^agents-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...records] = parseCsv(await readBlob(downloads.blobs[0]));
    expect(header).toEqual([
      'Name',
      'E-mail',
      'Status',
      'Departments',
      'Queues',
      'Shift',
      'Maximum concurrent chats',
      'Active',
      'Last login',
    ]);
    expect(records).toHaveLength(offline.length);
    expect(records.map((record) => record[0])).toEqual(descending);
    const agent = agentNamed(records[0][0]);
    expect(records[0][2]).toBe('Offline');
    expect(records[0][3]).toBe(agent.departmentIds.map((id) => nameOf('departments', id)).join('; '));
    expect(records[0][5]).toBe(agent.shiftId === null ? '' : nameOf('shifts', agent.shiftId));
  });

  it('keeps a chat limit the rule refuses as typed with its message, and saves a good one as that number', async () => {
    await renderRoute('/live-agent/agents');
    await firstPageShown();
    const [a] = names() as string[];
    fireEvent.click(screen.getByLabelText(`Edit ${a}`));
    await screen.findByText(`Edit ${a}`, { selector: '.ant-drawer-title' });
    const limit = within(drawer()).getByLabelText<HTMLInputElement>('Maximum concurrent chats');
    const refused = 'Enter a whole number from 1 to 20.';
    await expectFiguresKeptAsTyped(limit, { '-3': refused, '2.5': refused, '1e9': refused, '25': refused });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText(refused)).toBeInTheDocument();
    expect(agentNamed(a).maxConcurrentChats).not.toBe(25);

    fireEvent.change(limit, { target: { value: '7' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Agent saved')).toBeInTheDocument();
    await waitFor(() => expect(agentNamed(a).maxConcurrentChats).toBe(7));
  });

  it('edits an agent (refusing a chat limit outside 1–20), then assigns a shift to two agents in one bulk action', async () => {
    await renderRoute('/live-agent/agents');
    await firstPageShown();
    const [a, b] = names() as string[];
    fireEvent.click(screen.getByLabelText(`Edit ${a}`));
    await screen.findByText(`Edit ${a}`, { selector: '.ant-drawer-title' });
    const limit = within(drawer()).getByLabelText('Maximum concurrent chats');
    fireEvent.change(limit, { target: { value: '25' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('Enter a whole number from 1 to 20.')).toBeInTheDocument();

    fireEvent.change(limit, { target: { value: '12' } });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Agent saved')).toBeInTheDocument();
    await waitFor(() => expect(agentNamed(a).maxConcurrentChats).toBe(12));
    await waitFor(() => expect(within(rows()[0]).getByText('12')).toBeInTheDocument());

    fireEvent.click(rows()[0].querySelector('input[type="checkbox"]')!);
    fireEvent.click(rows()[1].querySelector('input[type="checkbox"]')!);
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Assign shift'));
    const popover = await screen.findByTestId('bulk-assignShift');
    openSelect('Shift', popover);
    await pickOption('Night');
    fireEvent.click(within(popover).getByText('Apply'));

    expect(await screen.findByText('2 agents updated')).toBeInTheDocument();
    await waitFor(() => expect(agentNamed(a).shiftId).toBe(4));
    expect(agentNamed(b).shiftId).toBe(4);
    await waitFor(() => expect(within(rows()[0]).getByText('Night')).toBeInTheDocument());
    expect(within(rows()[1]).getByText('Night')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });
  let count = 0;
  itChecksBadTexts({
    what: 'a name',
    rules: () => agentRules(englishFormRules()).fullName,
    tooLong: 'Use at most 120 characters.',
    route: '/live-agent/agents',
    shown: firstPageShown,
    records: storedAgents,
    storedText: (row) => row.fullName,
    add: 'Add agent',
    title: 'New agent',
    drawer,
    // A fresh, valid e-mail each time: only the name is under test.
    fill: (form) => {
      fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: `bad.${(count += 1)}@acme.test` } });
    },
  });
});
