// The FAQ, the knowledge base and pricing of the pages remote as a user meets them inside the shell: the FAQ
// search narrows the groups and says when nothing matches, a knowledge-base question opens by its URL with its
// article, and the annual switch shows the annual figures. Mirage runs in the page, so each test starts from the seed.
import type { Page } from 'playwright-core';
import { eventually, signIn, setupBrowser, waitForPath, signInFromMenu } from './support/session';

const { open } = setupBrowser();

const faqGroups = (page: Page) => page.locator('[data-testid^="faq-group-"] h3').allInnerTexts();

describe('FAQ, knowledge base and pricing', () => {
  test('search the FAQ: the groups narrow, then nothing matches and Clear brings them back', async () => {
    const page = await open();
    await signInFromMenu(page, 'faq', '/pages/faq');
    await eventually(async () => expect(await faqGroups(page)).toHaveLength(5));

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('refund');
    await eventually(async () => expect(await faqGroups(page)).toEqual(['Payment', 'Cancellation & Return']));
    expect(new URL(page.url()).searchParams.get('q')).toBe('refund');

    await search.fill('zeppelin');
    await page.getByText('No question or answer contains “zeppelin”.').waitFor();
    expect(await faqGroups(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await eventually(async () => expect(await faqGroups(page)).toHaveLength(5));
  });

  test('open a knowledge-base question by its URL, with its article and related questions', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/pages/knowledge-base/billing/annual-billing' });
    const question = page.getByTestId('kb-question');
    await question.getByRole('heading', { level: 1, name: 'Is annual billing cheaper?' }).waitFor();
    await question.getByText(/^Last updated on /).waitFor();
    await page.getByTestId('kb-article').getByText('40 a month').waitFor();
    await page.getByTestId('kb-related').getByRole('link', { name: 'How do I upgrade my plan?' }).click();
    await waitForPath(page, '/pages/knowledge-base/billing/upgrade-your-plan');
    await page.getByRole('heading', { level: 1, name: 'How do I upgrade my plan?' }).waitFor();
  });

  test('switch pricing to annual and read 40 a month and 480 a year', async () => {
    const page = await open();
    await signInFromMenu(page, 'pricing', '/pages/pricing');
    await eventually(async () =>
      expect(await page.getByTestId('pricing-price-standard').innerText()).toMatch(/^\$49\.00\s*\/month$/),
    );
    await page.getByTestId('pricing-billing').getByText('Annually').click();
    await eventually(async () =>
      expect(await page.getByTestId('pricing-price-standard').innerText()).toMatch(/^\$40\.00\s*\/month$/),
    );
    expect(await page.getByTestId('pricing-total-standard').innerText()).toBe('$480.00 billed yearly');
    expect(new URL(page.url()).searchParams.get('billing')).toBe('annual');
  });
});
