// Access control with real antd: each demo account sees its own rules and only the cards its ability allows.
import { act, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { renderRoute, setupScreenTest } from '../../test/render';

setupScreenTest();

const cards = () =>
  Array.from(document.querySelectorAll('[data-testid^="acl-card-"]')).map((card) =>
    card.getAttribute('data-testid')!.slice('acl-card-'.length),
  );
const ruleRows = () =>
  Array.from(document.querySelectorAll('[data-testid="acl-rules"] .ant-table-tbody tr.ant-table-row')).map(
    (row) => row.textContent,
  );

describe('Access control', () => {
  it('shows a client only the access-control and account cards, and their two rules', async () => {
    await renderRoute('/access-control', { role: 'client' });
    await screen.findByText('Your ability rules');
    await waitFor(() => expect(cards()).toEqual(['readAcl', 'readAuth']));
    expect(ruleRows()).toEqual(['ReadAccess control', 'ReadSign-in']);
    expect(screen.getByTestId('acl-summary')).toHaveTextContent('2 of 10 permissions below are yours.');
    expect(screen.getByText('You can open this page and see what your account may do.')).toBeInTheDocument();
    // The role by its name in the page's language, not the API's key.
    expect(screen.getByText(/^Signed in as .+ \(role: Client\)\.$/)).toBeInTheDocument();
  });

  it('shows an agent the dashboard and templates besides', async () => {
    await renderRoute('/access-control', { role: 'agent' });
    await waitFor(() => expect(cards()).toEqual(['readAcl', 'readAuth', 'readDashboard', 'readTemplates']));
  });

  it('shows an admin every card (manage all)', async () => {
    await renderRoute('/access-control');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(ruleRows()).toEqual(['ManageEverything']);
  });

  it('names the rules and permissions in the reader’s language, never CASL’s words', async () => {
    await renderRoute('/access-control');
    await waitFor(() => expect(cards()).toHaveLength(10));
    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(ruleRows()).toEqual(['VerwaltenAlles']));
    expect(screen.getByTestId('acl-card-manageAll')).toHaveTextContent('Verwalten: Alles');
    expect(screen.queryByText(/\bmanage\b|\ball\b/)).toBeNull();
    await act(() => i18n.changeLanguage('en'));
  });
});
