// The Conversation Templates list with real antd against the real Mirage routes: what admins and the agent
// account see.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import { choose, PATH, rows, showsList, titles, setupTemplateServer } from './conversationTemplates.testing';

// A loaded machine (several suites at once) makes a full antd page slow; the flows themselves are short.
jest.setTimeout(60_000);

const server = setupTemplateServer();

describe('conversation templates list', () => {
  it('lists the seeded templates with their total, shortcut, scope and category, and filters by scope', async () => {
    await renderRoute(PATH);
    await showsList(30);
    expect(titles()[0]).toBe('Greeting');
    // The shortcut as agents type it, in monospace (an isolate inside, so its "/" stays in front in either direction).
    expect(within(rows()[0]).getByText('/greeting').closest('code')).not.toBeNull();
    // Department scope shows the department's name; categories show their name.
    const pricing = rows().find((row) => row.textContent?.includes('Pricing overview'))!;
    await waitFor(() => expect(within(pricing).getByText('Sales')).toBeInTheDocument());
    expect(within(pricing).getByText('Pricing')).toBeInTheDocument();

    // Most used first: the server sorts by usage.
    const usageHeader = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="templates-table"] th')).find(
      (th) => th.textContent === 'Usage',
    )!;
    fireEvent.click(usageHeader);
    fireEvent.click(usageHeader);
    const mostUsed = (
      server().db.conversationTemplates as unknown as Array<{ title: string; usageCount: number; id: string }>
    )
      .slice()
      .sort((a, b) => b.usageCount - a.usageCount || Number(a.id) - Number(b.id))
      .slice(0, 10)
      .map((template) => template.title);
    await waitFor(() => expect(titles()).toEqual(mostUsed));

    await choose(screen.getByTestId('filter-scope'), 'Private');
    await showsList(1);
    expect(titles()).toEqual(['My sign-off']);
  });

  it('shows the agent account the templates read-only, with a view and export', async () => {
    await renderRoute(PATH, { role: 'agent' });
    await showsList(30);
    expect(screen.getByText('You can view these but not change them.')).toBeInTheDocument();
    expect(screen.queryByText('Add template')).not.toBeInTheDocument();
    expect(screen.queryByText('Import CSV')).not.toBeInTheDocument();

    // Export is allowed: the filtered list as CSV, in the columns the import reads.
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:templates';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByText('Export CSV'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('title,shortcut,scope,department,category,body,isActive');
    expect(lines).toHaveLength(32);
    expect(lines).toContain(
      'Pricing overview,pricing,department,Sales,Pricing,"Our plans start at €29 per agent per month, billed annually. You can compare every plan at acme.test/pricing, and I am happy to help you pick the right one, {{customer.name}}.",true',
    );
    click.mockRestore();
    expect(rows()[0].querySelector('button[aria-label^="Edit "], button[aria-label^="Delete "]')).toBeNull();
    expect(screen.queryByTestId('template-drawer')).not.toBeInTheDocument();

    // Clicking a row opens the read-only view with the filled preview.
    await act(async () => {
      fireEvent.click(rows()[0].querySelector('td:nth-child(4)')!);
    });
    const view = await screen.findByTestId('template-view');
    await waitFor(() =>
      expect(within(view).getByTestId('template-preview')).toHaveTextContent(
        'Hi Maria Garcia, thanks for contacting Acme Support! My name is Alex Agent.',
      ),
    );
    expect(within(view).queryByText('Save')).not.toBeInTheDocument();
  });
});
