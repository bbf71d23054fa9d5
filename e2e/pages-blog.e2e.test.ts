// The blog and the data tables of the pages remote as a user meets them inside the shell. Mirage runs in the
// page, so each test starts from the seed.
import { eventually, setupBrowser, openFromMenu, signInFromMenu } from './support/session';

const { open } = setupBrowser();

describe('blog', () => {
  test('edit a post’s title (the slug follows), save, and find it in the list', async () => {
    const page = await open();
    await signInFromMenu(page, 'blog', '/pages/blog/list');
    const cards = page.getByTestId('blog-card');
    await eventually(async () => expect(await cards.count()).toBe(6));
    await cards.first().locator('h2 a').click();
    await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/pages\/blog\/detail\/\d+$/));
    await page.getByTestId('blog-content').waitFor();
    await page.getByRole('button', { name: 'Edit post' }).click();
    await eventually(async () => expect(new URL(page.url()).pathname).toMatch(/^\/pages\/blog\/edit\/\d+$/));
    const title = page.getByLabel('Title');
    await eventually(async () => expect(await title.inputValue()).not.toBe(''));
    await title.fill('Twelve Quiet Habits of Great Support Teams');
    expect(await page.getByLabel('Slug').inputValue()).toBe('twelve-quiet-habits-of-great-support-teams');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Post saved.').waitFor();

    await openFromMenu(page, 'blog', '/pages/blog/list');
    await page.getByLabel('Search posts').fill('quiet habits');
    await eventually(async () =>
      expect(await cards.locator('h2').allInnerTexts()).toEqual(['Twelve Quiet Habits of Great Support Teams']),
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe('quiet habits');
  });
});

describe('data tables', () => {
  test('search the server-side table and go to page 2; both are in the URL', async () => {
    const page = await open();
    await signInFromMenu(page, 'dataTables', '/tables/data-tables');
    const table = page.getByTestId('server-table');
    const rows = table.locator('.ant-table-tbody > tr.ant-table-row');
    await eventually(async () => expect(await rows.count()).toBe(10));
    await table.getByLabel('Search employees').fill('engineer');
    await eventually(async () => expect(new URL(page.url()).searchParams.get('q')).toBe('engineer'));
    await eventually(async () => {
      for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain('engineer');
    });
    const firstPage = await rows.first().innerText();
    await table.locator('.ant-pagination-item-2').click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('page')).toBe('2'));
    await eventually(async () => expect(await rows.first().innerText()).not.toBe(firstPage));
    for (const text of await rows.allInnerTexts()) expect(text.toLowerCase()).toContain('engineer');
  });
});
