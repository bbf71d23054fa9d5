// The forms showcase in a real browser: the wizard walked on a phone (an empty step refused, Back keeping what was
// typed, the steps standing one under the other, the server's reference on the result), the username the server
// says is taken, the repeater's total, and a mask that keeps the caret where the user edits. What every page must
// hold at each width and in each skin is the walks' (every-route*.e2e.test.ts).
import { overflowingElements } from './support/screens';
import { eventually, setupBrowser, signIn } from './support/session';

const { open } = setupBrowser();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };
/** A user of the users app's seed (libs/mock-server/src/domains/users/seeds.ts: the first one). */
const SEEDED_USERNAME = 'olivia.silva';

describe('wizard', () => {
  test('on a phone: vertical steps, an empty step refused, Back keeps what was typed, submit shows the result', async () => {
    const page = await open({ viewport: PHONE });
    await signIn(page, 'admin', { at: '/forms/wizard' });
    expect(await page.locator('.ant-steps-vertical').count()).toBe(1);
    expect(await overflowingElements(page)).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await eventually(async () => expect(await page.getByText('This field is required.').count()).toBe(3));

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Username').fill('ada.l');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    expect(await page.getByLabel('Username').inputValue()).toBe('ada.l');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('Phone').inputValue()).toBe('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Seats').fill('12');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Check your details').waitFor();
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page.getByText('Welcome, Ada Lovelace!').waitFor();
    expect(await page.getByText(/Your sign-up reference is WZ-\d{4}\./).count()).toBe(1);
    await page.screenshot({ path: '/tmp/forms-wizard-result-390.png' });
  });
});

describe('validation', () => {
  test('the server says a seeded username is taken, by its field; a free one passes', async () => {
    const page = await open({ viewport: LAPTOP });
    await signIn(page, 'admin', { at: '/forms/validation' });
    const username = page.getByLabel('Username');
    await username.fill(SEEDED_USERNAME);
    await page.getByText(`The username “${SEEDED_USERNAME}” is already taken.`).waitFor();
    await username.fill('someone.new');
    await eventually(async () => expect(await page.getByText(/is already taken/).count()).toBe(0));
  });
});

describe('repeater', () => {
  test('the total follows a line added, edited and removed', async () => {
    const page = await open({ viewport: LAPTOP });
    await signIn(page, 'admin', { at: '/forms/repeater' });
    const total = page.getByTestId('repeater-total');
    expect(await total.innerText()).toBe('Total: €285.50');
    await page.getByRole('button', { name: 'Add a line' }).click();
    const third = page.getByTestId('repeater-line').nth(2);
    await third.getByLabel('Item').fill('Support');
    await third.getByLabel('Cost (€)').fill('10');
    await third.getByLabel('Quantity').fill('3');
    await eventually(async () => expect(await total.innerText()).toBe('Total: €315.50'));
    await page.getByRole('button', { name: 'Remove line 1' }).click();
    await eventually(async () => expect(await total.innerText()).toBe('Total: €75.50'));
  });
});

describe('input mask', () => {
  test('a digit typed in the middle of a card number stays where it was typed, and so does the caret', async () => {
    const page = await open({ viewport: LAPTOP });
    await signIn(page, 'admin', { at: '/forms/elements/input-mask' });
    const card = page.getByTestId('mask-card');
    await card.click();
    await page.keyboard.type('123456789');
    expect(await card.inputValue()).toBe('1234 5678 9');
    await card.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2));
    await page.keyboard.type('0');
    expect(await card.inputValue()).toBe('1203 4567 89');
    expect(await card.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  });
});
