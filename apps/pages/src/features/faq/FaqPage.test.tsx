// The FAQ with real antd against the real Mirage routes: the search goes to the URL and to the server, the
// groups narrow to their matches, no match says so and Clear brings everything back; a question opens its answer.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderPrefetched, renderRoute, setupScreenTest } from '../../test/render';

const server = setupScreenTest();
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent;
const groupIds = () => screen.queryAllByTestId(/^faq-group-/).map((group) => group.getAttribute('data-testid'));

describe('FAQ', () => {
  it('narrows the groups as the search is typed, keeps it in the URL, says when nothing matches and clears', async () => {
    await renderRoute('/pages/faq');
    await waitFor(() => expect(groupIds()).toHaveLength(5));
    const search = within(screen.getByTestId('faq-search')).getByRole('searchbox', { name: 'Search the questions' });

    fireEvent.change(search, { target: { value: 'REFUND' } });
    await waitFor(() => expect(location()).toBe('/pages/faq?q=REFUND'));
    await waitFor(() => expect(groupIds()).toEqual(['faq-group-payment', 'faq-group-cancellationReturn']));
    const payment = screen.getByTestId('faq-group-payment');
    expect(within(payment).getByText('Can I get a refund?')).toBeInTheDocument();
    expect(within(payment).queryByText('Which payment methods do you accept?')).toBeNull();
    expect(await screen.findByText('2 questions found.')).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'zeppelin' } });
    const empty = await screen.findByTestId('faq-no-results');
    expect(within(empty).getByText('No question or answer contains “zeppelin”.')).toBeInTheDocument();
    expect(groupIds()).toEqual([]);
    expect(location()).toBe('/pages/faq?q=zeppelin');

    fireEvent.click(within(empty).getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(groupIds()).toHaveLength(5));
    expect(location()).toBe('/pages/faq');
    expect(search).toHaveValue('');
  });

  it('opens on the search in the URL, matching an answer only, and opens a question’s answer', async () => {
    await renderRoute('/pages/faq?q=parcel%20point');
    await waitFor(() => expect(groupIds()).toEqual(['faq-group-cancellationReturn']));
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('parcel point');
    const group = screen.getByTestId('faq-group-cancellationReturn');
    const question = within(group).getByRole('button', { name: /How do I return an item\?/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(question);
    await waitFor(() => expect(question).toHaveAttribute('aria-expanded', 'true'));
    expect(within(group).getByText(/drop it at any parcel point/)).toBeVisible();
    expect(screen.getByText('You still have a question?')).toBeInTheDocument();
  });

  it('asks nothing more when its route already asked its question as the URL opened (the shell’s prefetch)', async () => {
    const faqAsks = await renderPrefetched(server, '/pages/faq?q=refund', '/faq/data');
    await waitFor(() => expect(groupIds()).toEqual(['faq-group-payment', 'faq-group-cancellationReturn']));
    expect(faqAsks()).toEqual(['/faq/data?q=refund']);
  });
});
