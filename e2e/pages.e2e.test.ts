// The pages remote (users, account settings, profile, access control) as a user meets it inside the shell.
// Mirage runs in the page, so each test starts from the seed.
import type { Page } from 'playwright-core';
import { clickInPopup, eventually, signIn, setupBrowser, openFromMenu, signInFromMenu } from './support/session';

const { open } = setupBrowser();

const rows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');
const names = (page: Page) => page.locator('.ant-table-tbody .la-person-name').allInnerTexts();

async function pick(page: Page, filter: string, option: string) {
  await page.getByTestId(`filter-${filter}`).click();
  await clickInPopup(
    page,
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first(),
  );
}

async function usersList(page: Page) {
  await signInFromMenu(page, 'users', '/apps/user/list');
  await eventually(async () => expect(await rows(page).count()).toBe(10));
}

describe('users', () => {
  test('filter by role, page 2, then by status too, and search; the view is in the URL', async () => {
    const page = await open();
    await usersList(page);
    await pick(page, 'role', 'Subscriber');
    await eventually(async () => expect(new URL(page.url()).search).toBe('?role=subscriber'));
    await eventually(async () =>
      expect(await page.locator('.ant-pagination-total-text').innerText()).toMatch(/of 1[1-9]$/),
    );
    const firstPage = await names(page);
    await page.locator('.ant-pagination-item-2').click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('page')).toBe('2'));
    await eventually(async () => expect(await names(page)).not.toContain(firstPage[0]));

    await pick(page, 'status', 'Active');
    await eventually(async () => expect(new URL(page.url()).search).toBe('?role=subscriber&status=active'));
    await eventually(async () =>
      expect(new Set(await page.locator('[data-status]').allInnerTexts())).toEqual(new Set(['Active'])),
    );
    const active = await names(page);

    await page.getByLabel('Search name, username or e-mail').fill(active[0]);
    await eventually(async () => expect(await names(page)).toEqual([active[0]]));
    expect(new URL(page.url()).searchParams.get('q')).toBe(active[0]);
  });

  test('add a user and find them, open and rename them, then delete them', async () => {
    const page = await open();
    await usersList(page);
    await page.getByRole('button', { name: 'Add user' }).click();
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByLabel('Full name').fill('Marta Nunes');
    await drawer.getByLabel('Username').fill('marta.nunes');
    await drawer.getByLabel('E-mail').fill('marta@acme.test');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User added.').waitFor();
    await page.getByLabel('Search name, username or e-mail').fill('marta');
    await eventually(async () => expect(await names(page)).toEqual(['Marta Nunes']));

    await page.getByRole('button', { name: 'View Marta Nunes' }).click();
    await page.getByTestId('user-card').getByText('@marta.nunes').waitFor();
    await page.getByRole('button', { name: 'Edit user' }).click();
    await eventually(async () => expect(await page.getByLabel('Full name').inputValue()).toBe('Marta Nunes'));
    await page.getByLabel('Full name').fill('Marta Nunes Silva');
    // Leaving with the change unsaved asks first; Keep editing keeps it.
    await page.getByTestId('menu-users').click();
    const prompt = page.getByRole('dialog', { name: 'Discard your changes?' });
    await clickInPopup(page, prompt.getByRole('button', { name: 'Keep editing' }));
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toMatch(/^\/apps\/user\/edit\/\d+$/);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Marta Nunes Silva');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('User saved.').waitFor();

    await openFromMenu(page, 'users', '/apps/user/list');
    await page.getByLabel('Search name, username or e-mail').fill('marta');
    await eventually(async () => expect(await names(page)).toEqual(['Marta Nunes Silva']));
    await page.getByRole('button', { name: 'Delete Marta Nunes Silva' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('User deleted.').waitFor();
    await eventually(async () => expect(await rows(page).count()).toBe(0));
  });
});

describe('account and profile', () => {
  test('change the password: a mismatch is refused, then it changes and signs in', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/pages/account-settings?tab=password' });
    const form = page.getByTestId('account-password');
    await form.getByLabel('Current password').fill('admin');
    await form.getByLabel('New password', { exact: true }).fill('secret12');
    await form.getByLabel('Confirm the new password').fill('secret13');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('The two passwords do not match.').waitFor();
    await form.getByLabel('Confirm the new password').fill('secret12');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Password changed.').waitFor();
  });

  test('vote in a poll: the percentages change and the vote counts once', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/pages/profile' });
    const poll = page.getByTestId('poll-1');
    const before = await poll.getByTestId('percent').allInnerTexts();
    await poll.getByRole('button', { name: 'Vote for SMS' }).click();
    await page.getByText('Thanks for voting.').waitFor();
    await eventually(async () => expect(await poll.getByRole('button').count()).toBe(0));
    expect(await poll.getByTestId('percent').allInnerTexts()).not.toEqual(before);
  });
});

describe('access control', () => {
  test('a client sees their rules and only their cards', async () => {
    const page = await open();
    await signIn(page, 'client');
    await page.getByTestId('acl-card-readAcl').waitFor();
    const cards = await page
      .locator('[data-testid^="acl-card-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(cards).toEqual(['acl-card-readAcl', 'acl-card-readAuth']);
    expect(await page.getByTestId('acl-summary').innerText()).toBe('2 of 10 permissions below are yours.');
  });
});
