// The knowledge base with real antd against the real Mirage routes: the cards and their search, a category's
// questions, a question with its date in the user's language and its article sanitised, and Not Found for a
// category or question the server does not know.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { settled, XSS_FLAG } from '@live-agent/test-fixtures';
import { silenceActWarnings } from '@live-agent/ui-kit/testing';
import { renderRoute, setupScreenTest } from '../../test/render';

const NOW = new Date('2026-03-10T09:00:00.000Z');
setupScreenTest({ now: NOW });
silenceActWarnings();

const location = () => screen.getByTestId('location').textContent;

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('Knowledge base', () => {
  it('shows a card per topic, narrows them by the search in the URL, and opens a topic', async () => {
    await renderRoute('/pages/knowledge-base');
    const cards = await screen.findByTestId('kb-cards');
    expect(
      within(cards)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Getting started', 'Billing and plans', 'Chat widget', 'Reports']);
    expect(within(cards).getAllByText('6 articles')).toHaveLength(4);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the knowledge base' }), {
      target: { value: 'csv' },
    });
    await waitFor(() => expect(location()).toBe('/pages/knowledge-base?q=csv'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('kb-cards'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Reports']),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the knowledge base' }), {
      target: { value: 'zeppelin' },
    });
    expect(await screen.findByText('No topic or article matches “zeppelin”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    const all = await screen.findByTestId('kb-cards');
    await waitFor(() => expect(within(all).getAllByRole('link')).toHaveLength(4));

    fireEvent.click(within(all).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(location()).toBe('/pages/knowledge-base/reports'));
    const category = await screen.findByTestId('kb-category');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(within(category).getByRole('heading', { name: 'Exports' })).toBeInTheDocument();
    expect(within(category).getByRole('link', { name: 'How do I export a report to CSV?' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base/reports/export-to-csv',
    );
  });

  it('shows a question with its last update in the user’s language and its related questions', async () => {
    await renderRoute('/pages/knowledge-base/billing/annual-billing');
    const question = await screen.findByTestId('kb-question');
    expect(within(question).getByRole('heading', { level: 1, name: 'Is annual billing cheaper?' })).toBeInTheDocument();
    expect(within(question).getByText('Last updated on Feb 21, 2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('kb-article')).getByText('40 a month').tagName).toBe('STRONG');
    const related = screen.getByTestId('kb-related');
    expect(within(related).getAllByRole('link')).toHaveLength(5);
    expect(within(related).queryByText('Is annual billing cheaper?')).toBeNull();

    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(await within(question).findByText('Zuletzt aktualisiert am 21.02.2026')).toBeInTheDocument();

    fireEvent.click(within(related).getByRole('link', { name: 'How do I upgrade my plan?' }));
    await waitFor(() => expect(location()).toBe('/pages/knowledge-base/billing/upgrade-your-plan'));
    expect(await screen.findByRole('heading', { level: 1, name: 'How do I upgrade my plan?' })).toBeInTheDocument();
  });

  it('shows an article with hostile markup inert: nothing runs and none of it is in the page', async () => {
    await renderRoute('/pages/knowledge-base/billing/failed-payment');
    const article = await screen.findByTestId('kb-article');
    expect(within(article).getByText('Some readers pasted this into an article by mistake.')).toBeInTheDocument();
    expect(document.querySelectorAll('script, img[onerror], [onclick], a[href^="javascript:"]')).toHaveLength(0);
    expect(article.innerHTML).not.toMatch(/onerror|onclick|<script|javascript:/i);
    // Whatever the page queued has run (jsdom runs no script and loads no image: nothing else could fire).
    await act(() => settled());
    expect((window as unknown as Record<string, unknown>)[XSS_FLAG]).toBeUndefined();
  });

  it('shows Not Found for an unknown topic or question', async () => {
    const { unmount } = await renderRoute('/pages/knowledge-base/nope');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    unmount();
    await renderRoute('/pages/knowledge-base/billing/nope');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Browse the knowledge base' }));
    await waitFor(() => expect(location()).toBe('/pages/knowledge-base'));
  });
});
