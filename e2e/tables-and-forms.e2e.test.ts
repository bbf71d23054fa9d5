// What only a browser can show about the shared table, confirm and form pieces: the Actions column stays on
// screen beside wide columns, a delete confirmation takes focus and gives it back, and leaving a form with
// changes asks first (in-app navigation and a drawer's Escape).
import type { Page } from 'playwright-core';
import { settled, visit } from './support/screens';
import { clickInPopup, eventually, signIn, setupBrowser, waitForPath } from './support/session';

const { open } = setupBrowser();

const LAPTOP = { width: 1440, height: 900 };

/** Where focus is: the accessible name of the focused element and whether it sits in the given selector. */
const focused = (page: Page, inside: string) =>
  page.evaluate((selector) => {
    const element = document.activeElement as HTMLElement | null;
    return {
      text: element?.innerText?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      inside: Boolean(element?.closest(selector)),
    };
  }, inside);

describe('tables', () => {
  test.each(['/live-agent/conversation-templates', '/live-agent/agents', '/live-agent/agents/departments'])(
    'the Actions column of %s is pinned to the end and on screen at 1440 px',
    async (path) => {
      const page = await open({ viewport: LAPTOP });
      await signIn(page);
      await visit(page, path);
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      const box = (await edit.boundingBox())!;
      expect(box.x).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThanOrEqual(LAPTOP.width);
      // Pinned: the cell sticks to the end of the table's own scroll area.
      const cell = await edit.evaluate((button) => {
        const td = button.closest('td')!;
        return { className: td.className, position: getComputedStyle(td).position };
      });
      expect(cell.className).toContain('ant-table-cell-fix');
      expect(cell.position).toBe('sticky');
      // And the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1),
      ).toBe(true);
    },
  );
});

describe('confirmations', () => {
  test('a delete confirmation takes focus on Cancel; Escape closes it and focus returns to its button', async () => {
    const page = await open({ viewport: LAPTOP });
    await signIn(page, 'admin', { at: '/live-agent/agents/departments' });
    const trigger = page.getByRole('button', { name: /^Delete / }).first();
    const triggerLabel = await trigger.getAttribute('aria-label');
    await trigger.click();
    await eventually(async () =>
      expect(await focused(page, '.ant-popover')).toMatchObject({ text: 'Cancel', inside: true }),
    );
    await page.keyboard.press('Escape');
    await page.locator('.ant-popover:not(.ant-popover-hidden)').waitFor({ state: 'hidden' });
    await eventually(async () => expect((await focused(page, 'body')).label).toBe(triggerLabel));
    // Nothing was deleted.
    expect(await page.getByRole('button', { name: triggerLabel! }).count()).toBe(1);
  });
});

describe('unsaved changes', () => {
  test('leaving General settings with a change asks; Keep editing keeps the text, Discard leaves', async () => {
    const page = await open({ viewport: LAPTOP });
    await signIn(page, 'admin', { at: '/live-agent/settings/general' });
    const name = page.getByLabel('Organisation name');
    await name.fill('Acme Support — renamed');
    await page.getByTestId('menu-agents').click();
    const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    await dialog.waitFor();
    await clickInPopup(page, dialog.getByRole('button', { name: 'Keep editing' }));
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/live-agent/settings/general');
    expect(await name.inputValue()).toBe('Acme Support — renamed');

    await page.getByTestId('menu-agents').click();
    await clickInPopup(page, dialog.getByRole('button', { name: 'Discard changes' }));
    await waitForPath(page, '/live-agent/agents');
    await settled(page);
  });

  test('Escape on a drawer with typed text asks before closing it', async () => {
    const page = await open({ viewport: LAPTOP });
    await signIn(page, 'admin', { at: '/live-agent/agents/departments' });
    await page.getByRole('button', { name: /Add department/ }).click();
    const drawer = page.getByTestId('department-drawer');
    const field = drawer.getByLabel('Name', { exact: true });
    await field.fill('Night owls');
    await page.keyboard.press('Escape');
    const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    await dialog.waitFor();
    await clickInPopup(page, dialog.getByRole('button', { name: 'Keep editing' }));
    await dialog.waitFor({ state: 'hidden' });
    expect(await field.inputValue()).toBe('Night owls');
  });
});
