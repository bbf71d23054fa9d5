// The store as a user meets it inside the shell: search, sort and page the shop, add to the cart and see the
// navbar count rise, open a product by its URL, wish it and move it to the cart, check out (a bad card refused, a
// good one confirmed, the cart and the navbar at 0), the order kept over a reload and a new tab with the order history,
// reset from the presenter panel, and a dashboard card following its period picker. Each test has a fresh browser
// context, so its own stored demo data: it starts from the seed (admin: 5 cart lines; Atlas, Shutter and Resonance
// wished).
import type { Page } from 'playwright-core';
import { visit } from './support/screens';
import { SHELL, eventually, signIn, setupBrowser, waitForPath } from './support/session';

const { open } = setupBrowser();

const navbarCount = async (page: Page) => Number(await page.getByTestId('navbar-cart').getAttribute('data-count'));
const productIds = async (page: Page) =>
  await page
    .locator('[data-testid="product-grid"] > .product-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid')));
const prices = async (page: Page) =>
  (await page.locator('[data-testid="product-grid"] .product-card-price').allInnerTexts()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );

/** From the cart step of the checkout: fills the address, goes on to payment and fills the card. */
async function addressAndCard(page: Page, cardNumber: string) {
  await page.getByTestId('to-address').click();
  const address = page.getByTestId('address-form');
  for (const [label, value] of [
    ['Full name', 'Ada Lovelace'],
    ['Phone number', '+44 20 7946 0958'],
    ['Address line 1', '12 Analytical Row'],
    ['Postcode', 'NW1 2DB'],
    ['City', 'London'],
    ['State or region', 'Greater London'],
  ]) {
    await address.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByTestId('to-payment').click();
  const payment = page.getByTestId('payment-form');
  await payment.getByLabel('Card number').fill(cardNumber);
  await payment.getByLabel('Name on the card').fill('Ada Lovelace');
  await payment.getByLabel('Expiry date').fill('12/40');
  await payment.getByLabel('CVV').fill('123');
  return payment;
}

describe('commerce', () => {
  test('shop, cart, product, wishlist and checkout, with the navbar cart following', async () => {
    const page = await open();
    await signIn(page);
    // Items, not lines: the seeded cart's first line holds two.
    await eventually(async () => expect(await navbarCount(page)).toBe(6));
    await visit(page, '/apps/ecommerce/shop');
    await eventually(async () => expect(await productIds(page)).toHaveLength(9));

    // Search, then sort by price and go to page 2: all of it in the URL.
    await page.getByTestId('shop-search').fill('aurora');
    await eventually(async () => expect(new URL(page.url()).searchParams.get('q')).toBe('aurora'));
    await eventually(async () => expect(await productIds(page)).toEqual(['product-1', 'product-15']));
    await page.getByTestId('shop-search').fill('');
    await eventually(async () => expect(await productIds(page)).toHaveLength(9));
    await page.getByTestId('shop-sort').click();
    await page.getByTitle('Lowest price').click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('sortBy')).toBe('price-asc'));
    await eventually(async () => {
      const list = await prices(page);
      expect(list).toEqual([...list].sort((a, b) => a - b));
      expect(list[0]).toBeLessThan(60);
    });
    const cheapest = await prices(page);
    await page.getByTestId('shop-pagination').getByTitle('2').click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('page')).toBe('2'));
    await eventually(async () => expect((await prices(page))[0]).toBeGreaterThanOrEqual(cheapest.at(-1)!));

    // Add to the cart from the shop: the navbar count rises at once.
    const addButton = page.locator('[data-testid^="add-to-cart-"]').first();
    await addButton.click();
    await eventually(async () => expect(await navbarCount(page)).toBe(7));

    // A product by its URL; wish it, then move it to the cart from the wishlist.
    await visit(page, '/apps/ecommerce/product-detail/beam-4k-projector');
    await page.getByRole('heading', { name: 'Beam 4K Projector' }).waitFor();
    await page.getByTestId('wish-5').click();
    await eventually(async () => expect(await page.getByTestId('wish-5').getAttribute('aria-pressed')).toBe('true'));
    await visit(page, '/apps/ecommerce/wishlist');
    await page.getByTestId('wished-5').waitFor();
    await page.getByTestId('move-to-cart-5').click();
    await eventually(async () => expect(await page.getByTestId('wished-5').count()).toBe(0));
    await eventually(async () => expect(await navbarCount(page)).toBe(8));

    // The navbar's dropdown lists the lines and leads to the checkout.
    await page.getByTestId('navbar-cart').click();
    await page.getByTestId('navbar-cart-line-5').waitFor();
    await page.getByTestId('navbar-cart-checkout').click();
    await waitForPath(page, '/apps/ecommerce/checkout');
    await page.getByTestId('cart-line-5').waitFor();
    const payment = await addressAndCard(page, '4242 4242 4242 4241');
    await page.getByTestId('place-order').click();
    await payment.getByText('This card number is not valid.').waitFor();
    expect(await navbarCount(page)).toBe(8);
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-confirmation').getByText('Thank you for your order!').waitFor();
    await eventually(async () => expect(await navbarCount(page)).toBe(0));
    await page.getByTestId('order-confirmation').getByRole('button', { name: 'Continue shopping' }).click();
    await waitForPath(page, '/apps/ecommerce/shop');
    await visit(page, '/apps/ecommerce/checkout');
    await page.getByTestId('checkout-empty').waitFor();
  });

  test('an order outlives a reload and a new tab, in the cart and the order history; reset demo data brings the seed back', async () => {
    const page = await open();
    await signIn(page);
    await eventually(async () => expect(await navbarCount(page)).toBe(6));
    await visit(page, '/apps/ecommerce/checkout');
    await page.getByTestId('cart-line-1').waitFor();
    await addressAndCard(page, '4242 4242 4242 4242');
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-confirmation').getByText('Thank you for your order!').waitFor();
    await page.getByTestId('view-order').click();
    await waitForPath(page, '/apps/ecommerce/orders');
    const orders = page.getByTestId('orders-page');
    const number = (
      await orders
        .getByRole('link', { name: /^Open order/ })
        .first()
        .innerText()
    ).trim();
    expect(number).toMatch(/^#\d{6}$/);

    // A reload starts the demo server again: the cart stays empty and the order is in the history.
    await page.reload();
    await page.getByTestId('navbar').waitFor();
    await orders.getByRole('link', { name: `Open order ${number}` }).waitFor();
    await eventually(async () => expect(await navbarCount(page)).toBe(0));

    // So does a new tab of the same browser, where the order opens with its lines.
    const tab = await page.context().newPage();
    await tab.goto(`${SHELL}/apps/ecommerce/orders`);
    await tab
      .getByTestId('orders-page')
      .getByRole('link', { name: `Open order ${number}` })
      .click();
    await tab.getByRole('heading', { name: `Order ${number}` }).waitFor();
    expect(await tab.getByRole('table', { name: 'What you ordered' }).getByRole('link').count()).toBe(5);
    await tab.close();

    // The presenter panel's reset forgets what was changed: the seed is back after its reload.
    await page.getByTestId('presenter-open').click();
    await page.getByTestId('presenter-panel').getByRole('button', { name: 'Reset demo data' }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.ant-popconfirm').getByRole('button', { name: 'Reset demo data' }).click(),
    ]);
    await page.getByTestId('navbar').waitFor();
    await eventually(async () => expect(await navbarCount(page)).toBe(6));
    await orders.getByRole('link', { name: 'Open order #107919' }).waitFor();
    expect(await orders.getByRole('link', { name: `Open order ${number}` }).count()).toBe(0);
  });

  test('the dashboard’s period picker changes a card', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/' });
    const figure = page.getByTestId('card-value-orders-bar-chart');
    const before = await figure.innerText();
    await page.getByTestId('period-orders-bar-chart').click();
    await page.getByTitle('Last year').click();
    await eventually(async () => expect(await figure.innerText()).not.toBe(before));
  });
});
