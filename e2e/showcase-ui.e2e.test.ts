// The UI showcase (apps/pages/src/features/ui) over the production build: a modal opened with the keyboard closes
// with Escape and gives focus back, the icon search finds an icon and a tile copies its import line, a card is
// removed and restored, toasts land in the shell's toaster, the newest on top. What every page must hold at each
// width and in each skin is the walks' (every-route*.e2e.test.ts).
import type { Page } from 'playwright-core';
import { eventually, signIn, setupBrowser } from './support/session';
import { NO_MOTION } from './support/axe';

const { open } = setupBrowser();

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') || element?.innerText?.trim() || '';
  });

test('a modal opened with the keyboard closes with Escape and focus returns to its button', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/ui/components/modals' });
  const trigger = page.getByRole('button', { name: 'Open the modal' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Chat settings' });
  await dialog.waitFor();
  await eventually(async () =>
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true),
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await eventually(async () => expect(await focusedName(page)).toBe('Open the modal'));
});

test('the icon search finds an icon and Enter on its tile copies the import line', async () => {
  const page = await open();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin', { at: '/ui/icons' });
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('customerservice');
  const tile = page.getByRole('button', { name: 'Copy the import of CustomerServiceOutlined' });
  await tile.waitFor();
  expect(await page.getByRole('list', { name: 'Icons' }).getByRole('button').count()).toBe(1);
  await tile.focus();
  await page.keyboard.press('Enter');
  await page.getByText('Copied the import of CustomerServiceOutlined.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import { CustomerServiceOutlined } from '@ant-design/icons';",
  );
});

test('a removed card is gone until Restore brings it back', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/ui/cards' });
  const card = page.getByTestId('action-card-waiting');
  await card.getByRole('button', { name: 'Remove “Customers waiting”' }).click();
  await card.waitFor({ state: 'detached' });
  await page.getByText('“Customers waiting” was removed.').waitFor();
  await page.getByRole('button', { name: 'Restore 1 card' }).click();
  await card.waitFor();
});

// The order is the shell's toaster's (ui-kit's toast at the bottom-left corner): each toast its own row, the newest on
// top, as the page says.
test('each toast of the page shows in the shell’s toaster, the newest above the older one', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/ui/components/toasts' });
  await page.addStyleTag(NO_MOTION);
  const add = page.getByRole('button', { name: 'Add a numbered toast' });
  await add.click();
  await page.getByText('Notice number 1').waitFor();
  await add.click();
  await page.getByText('Notice number 2').waitFor();
  await eventually(async () => {
    const first = (await page.getByText('Notice number 1').boundingBox())!;
    const second = (await page.getByText('Notice number 2').boundingBox())!;
    expect(second.y + second.height).toBeLessThanOrEqual(first.y);
  });
});
