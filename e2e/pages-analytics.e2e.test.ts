// The analytics dashboard of the pages remote as a user meets it inside the shell: opened from the menu, every
// card shows its figures, and a card's period changes that card's figures only.
import { clickInPopup, eventually, setupBrowser, signInFromMenu } from './support/session';
import { settled } from './support/screens';

const { open } = setupBrowser();

describe('analytics dashboard', () => {
  test('open it from the menu, change a card’s period and see its figures change', async () => {
    const page = await open();
    await signInFromMenu(page, 'analytics', '/dashboard/analytics');
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Analytics dashboard' }).waitFor();
    for (const card of [
      'subscribers',
      'orders',
      'avg-sessions',
      'support-tracker',
      'revenue-report',
      'goal-overview',
      'sessions-device',
      'customers',
      'product-orders',
      'revenue',
    ]) {
      await page.getByTestId(`card-value-${card}`).waitFor();
    }

    const figure = page.getByTestId('card-value-revenue-report');
    const before = await figure.innerText();
    const subscribers = await page.getByTestId('card-value-subscribers').innerText();
    await page.getByTestId('period-revenue-report').click();
    await clickInPopup(
      page,
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Last year' }),
    );
    await eventually(async () => expect(await figure.innerText()).not.toBe(before));
    await page
      .getByTestId('card-revenue-report')
      .getByRole('img', { name: /over the Last year$/ })
      .waitFor();
    expect(await page.getByTestId('card-value-subscribers').innerText()).toBe(subscribers);
  });
});
