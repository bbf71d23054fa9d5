// The UI showcase (apps/pages/src/features/ui) over the production build: a modal opened with the keyboard closes
// with Escape and gives focus back, the icon search finds an icon and a tile copies its import line, a card is
// removed and restored, toasts land in the shell's toaster; every page of the family in German on a phone (one h1, no
// sideways scroll, axe, no untranslated names) and a few in the dark skin.
import type { Page } from 'playwright-core';
import { overflowingElements, settled, visit } from './support/screens';
import { eventually, signIn, setupBrowser } from './support/session';
import { NO_MOTION, seriousViolations } from './support/axe';
import { untranslatedName } from '../libs/ui-kit/src/testing/untranslatedNames';
import { SHOWCASE_FIXED_PATHS, UI_COMPONENTS } from '../apps/pages/src/shared/showcase/catalog';

const { open } = setupBrowser();

const UI_PATHS = [
  ...SHOWCASE_FIXED_PATHS.filter((path) => path.startsWith('/ui/')),
  ...UI_COMPONENTS.map((name) => `/ui/components/${name}`),
];
const PHONE = { width: 390, height: 844 };
const DARK = `localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin: 'dark' }))});`;

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') || element?.innerText?.trim() || '';
  });

/** Names a German reader should not hear (an icon's internal name, antd's English), from Chromium's tree. */
async function untranslatedNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: Array<{ ignored?: boolean; role?: { value?: string }; name?: { value?: string } }>;
    };
    return nodes.flatMap((node) => {
      const name = node.name?.value;
      if (node.ignored || !name || node.role?.value === 'StaticText' || node.role?.value === 'InlineTextBox') return [];
      const why = untranslatedName(name, 'de');
      return why ? [`${node.role?.value} "${name.slice(0, 60)}": ${why}`] : [];
    });
  } finally {
    await session.detach();
  }
}

test('a modal opened with the keyboard closes with Escape and focus returns to its button', async () => {
  const page = await open();
  await signIn(page);
  await visit(page, '/ui/components/modals');
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
  await signIn(page);
  await visit(page, '/ui/icons');
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
  await signIn(page);
  await visit(page, '/ui/cards');
  const card = page.getByTestId('action-card-waiting');
  await card.getByRole('button', { name: 'Remove “Customers waiting”' }).click();
  await card.waitFor({ state: 'detached' });
  await page.getByText('“Customers waiting” was removed.').waitFor();
  await page.getByRole('button', { name: 'Restore 1 card' }).click();
  await card.waitFor();
});

// The order is the shell's toaster's (ui-kit's toast at the bottom-left corner): each toast gets its own row there.
test('each toast of the page shows in the shell’s toaster, one under the other', async () => {
  const page = await open();
  await signIn(page);
  await visit(page, '/ui/components/toasts');
  await page.addStyleTag(NO_MOTION);
  const add = page.getByRole('button', { name: 'Add a numbered toast' });
  await add.click();
  await page.getByText('Notice number 1').waitFor();
  await add.click();
  await page.getByText('Notice number 2').waitFor();
  await eventually(async () => {
    const first = (await page.getByText('Notice number 1').boundingBox())!;
    const second = (await page.getByText('Notice number 2').boundingBox())!;
    expect(Math.abs(second.y - first.y)).toBeGreaterThanOrEqual(first.height);
  });
});

test('every UI page in German on a phone: one h1, no sideways scroll, axe finds nothing serious, names translated', async () => {
  const page = await open({ viewport: PHONE });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('liveAgent.language', 'de'));
  await page.reload();
  await page.getByTestId('navbar').waitFor();
  await page.addStyleTag(NO_MOTION);
  const failures: string[] = [];
  for (const path of UI_PATHS) {
    await visit(page, path);
    const problems = [
      ...((await page.locator('h1').count()) === 1 ? [] : ['not one h1']),
      ...(await overflowingElements(page)),
      ...(await seriousViolations(page)).map((violation) => `axe: ${JSON.stringify(violation)}`),
      ...(await untranslatedNames(page)),
    ];
    if (path === '/ui/cards' || path === '/ui/components/buttons')
      await page.screenshot({ path: `/tmp/ui-${path.split('/').pop()}-de-390.png`, fullPage: true });
    if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
  }
  expect(failures).toEqual([]);
});

test('a few UI pages in the dark skin: axe finds nothing serious', async () => {
  const page = await open({ initScript: DARK, viewport: { width: 1440, height: 900 } });
  await signIn(page);
  await page.addStyleTag(NO_MOTION);
  const failures: string[] = [];
  for (const path of [
    '/ui/colors',
    '/ui/cards',
    '/ui/icons',
    '/ui/components/buttons',
    '/ui/components/tags',
    '/ui/components/avatars',
    '/ui/components/badges',
  ]) {
    await visit(page, path);
    await settled(page);
    const violations = await seriousViolations(page);
    if (path === '/ui/colors' || path === '/ui/components/buttons')
      await page.screenshot({ path: `/tmp/ui-${path.split('/').pop()}-dark-1440.png`, fullPage: true });
    if (violations.length) failures.push(`${path}: ${JSON.stringify(violations)}`);
  }
  expect(failures).toEqual([]);
});
