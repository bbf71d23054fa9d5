// The Departments tab with real antd against the real Mirage routes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { departmentRules } from './departments.rules';
import { englishFormRules, renderRoute } from '../../test/render';
import {
  firstCells as names,
  expectFigureKeptThenSaved,
  setupNamedListTest,
  rowNamed,
  tableRows,
} from '../../test/lists';

const { server, drawer, itChecksBadNames } = setupNamedListTest('department', '/live-agent/agents/departments');
const rows = tableRows;

describe('Departments tab', () => {
  it('lists departments with working time, fallback and status, and creates one after the name rule', async () => {
    await renderRoute('/live-agent/agents/departments');
    await waitFor(() => expect(names()).toEqual(['Billing', 'Sales', 'Support', 'Technical', 'VIP']));
    await waitFor(() => expect(within(rowNamed('Technical')).getByText('Technical support hours')).toBeInTheDocument());
    expect(within(rowNamed('Sales')).getByText('Support')).toBeInTheDocument();
    expect(within(rowNamed('VIP')).getByText('Disabled')).toBeInTheDocument();
    expect(document.querySelector('.ant-tabs-tab-active')).toHaveTextContent('Departments');

    fireEvent.click(screen.getByText('Add department'));
    await screen.findByText('New department');
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await within(drawer()).findByText('This field is required.')).toBeInTheDocument();

    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Partners' } });
    fireEvent.change(within(drawer()).getByLabelText('Offline message'), {
      target: { value: 'Partner desk is closed.' },
    });
    fireEvent.click(within(drawer()).getByText('Save'));
    expect(await screen.findByText('Department added')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Billing', 'Partners', 'Sales', 'Support', 'Technical', 'VIP']));
    const stored = server().db.departments.where({ name: 'Partners' })[0] as unknown as {
      maxConcurrentChats: number;
      isEnabled: boolean;
      offlineMessage: string;
    };
    expect(stored).toMatchObject({ maxConcurrentChats: 5, isEnabled: true, offlineMessage: 'Partner desk is closed.' });
  });

  it('shows the server()’s message when a department still in use cannot be deleted', async () => {
    await renderRoute('/live-agent/agents/departments');
    await waitFor(() => expect(rows()).toHaveLength(5));
    fireEvent.click(screen.getByLabelText('Delete Sales'));
    expect(await screen.findByText('Delete Sales?')).toBeInTheDocument();
    fireEvent.click(within(document.querySelector<HTMLElement>('.ant-popconfirm')!).getByText('Delete'));
    expect(await screen.findByText(/^This department is used by \d+ agents?/)).toBeInTheDocument();
    expect(server().db.departments).toHaveLength(5);
    expect(names()).toContain('Sales');
  });

  it('keeps a chat limit the rule refuses as typed with its message, and saves a good one as that number', async () => {
    await renderRoute('/live-agent/agents/departments');
    await waitFor(() => expect(names()).toEqual(['Billing', 'Sales', 'Support', 'Technical', 'VIP']));
    await expectFigureKeptThenSaved({
      record: 'Sales',
      drawer,
      label: 'Maximum concurrent chats per agent',
      refused: 'Enter a whole number from 1 to 20.',
      outOfRange: '0',
      good: '8',
      saved: 'Department saved',
      stored: () => server().db.departments.where({ name: 'Sales' })[0].maxConcurrentChats,
    });
  });
  itChecksBadNames({
    rules: () => departmentRules(englishFormRules()).name,
    count: 5,
    close: async (form) => {
      fireEvent.click(within(form).getByText('Cancel'));
      // An untouched form (the empty entry) closes without asking.
      const discard = await screen
        .findByRole('button', { name: 'Discard changes' }, { timeout: 500 })
        .catch(() => null);
      if (discard) fireEvent.click(discard);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull());
    },
  });
});
