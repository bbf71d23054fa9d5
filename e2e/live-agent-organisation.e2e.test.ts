// Running the organisation as an admin meets it inside the shell: agents (create, edit, bulk-assign, delete), working times
// (two intervals and a holiday), the organisation's name (the navbar follows at once), a templates CSV
// with one bad row; and as an agent: templates read-only, Settings absent and its URL refused.
// Mirage runs in the page, so each test starts from the seed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  SHELL,
  clickInPopup,
  eventually,
  signIn,
  setupBrowser,
  waitForPath,
  openFromMenu,
  signInFromMenu,
} from './support/session';

const { open } = setupBrowser();

const tableRows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');
const totalText = (page: Page) => page.locator('.ant-pagination-total-text').first().innerText();

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string, chosen: Locator) {
  // Under load a popover can re-render under the pointer and the first choice pick nothing; choose again until
  // the control that depends on the choice says it was taken.
  await eventually(
    async () => {
      if (!(await chosen.isEnabled())) {
        await scope.getByLabel(label, { exact: true }).click();
        await clickInPopup(
          page,
          page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first(),
          { timeout: 3000 },
        );
      }
      expect(await chosen.isEnabled()).toBe(true);
    },
    20000,
    300,
  );
}

/** Types a time into an antd TimePicker input and confirms it. */
async function typeTime(input: Locator, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  // The picker's panel may stay open; a click on the page closes it before the next control.
  await input.page().getByRole('heading', { name: 'Working times', exact: true }).click();
  await input
    .page()
    .locator('.ant-picker-dropdown:visible')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

describe('agents', () => {
  test('create, edit, bulk-assign a shift and delete an agent', async () => {
    const page = await open();
    await signInFromMenu(page, 'agents', '/live-agent/agents');
    await eventually(async () => expect(await totalText(page)).toBe('1–10 of 24'));

    // Create: the server's rules show in the drawer before anything is saved.
    await page.getByRole('button', { name: 'Add agent' }).click();
    const drawer = page.getByTestId('agent-drawer');
    await drawer.getByLabel('Name', { exact: true }).fill('Zoe Quinn');
    await drawer.getByLabel('E-mail', { exact: true }).fill('zoe.quinn');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Enter a valid e-mail address.').waitFor();
    await drawer.getByLabel('E-mail', { exact: true }).fill('zoe.quinn@acme.test');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => expect(await totalText(page)).toBe('1–10 of 25'));

    // Find her, then edit her chat limit.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('zoe.quinn');
    await eventually(async () => expect(await tableRows(page).count()).toBe(1));
    await page.getByRole('button', { name: 'Edit Zoe Quinn' }).click();
    await drawer.getByLabel('Maximum concurrent chats').fill('25');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Enter a whole number from 1 to 20.').waitFor();
    await drawer.getByLabel('Maximum concurrent chats').fill('8');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await eventually(async () => expect(await tableRows(page).first().innerText()).toContain('8'));

    // Bulk: select the first two agents of the whole list (ten rows once the search is cleared, one before), assign
    // the Night shift.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('');
    await eventually(async () => expect(await tableRows(page).count()).toBe(10));
    const first = tableRows(page).nth(0);
    const second = tableRows(page).nth(1);
    const names = [
      await first.locator('.la-person-name').innerText(),
      await second.locator('.la-person-name').innerText(),
    ];
    await first.getByRole('checkbox').check();
    await second.getByRole('checkbox').check();
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByText('2 selected').waitFor();
    await bulk.getByRole('button', { name: 'Assign shift' }).click();
    const picker = page.getByTestId('bulk-assignShift');
    const apply = picker.getByRole('button', { name: 'Apply' });
    await choose(page, picker, 'Shift', 'Night', apply);
    await apply.click();
    await page.getByText('2 agents updated').waitFor();
    for (const name of names) {
      await eventually(async () =>
        expect(await page.locator('.ant-table-row', { hasText: name }).innerText()).toContain('Night'),
      );
    }

    // Delete, after confirming.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('zoe.quinn');
    await eventually(async () => expect(await tableRows(page).count()).toBe(1));
    await page.getByRole('button', { name: 'Delete Zoe Quinn' }).click();
    await clickInPopup(page, page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }));
    await page.getByText('Nothing matches this search or these filters.').waitFor();

    // The tabs have their own URLs, and the menu keeps Agents selected on them.
    await page.getByRole('tab', { name: 'Departments' }).click();
    await waitForPath(page, '/live-agent/agents/departments');
    await eventually(async () => expect(await totalText(page)).toBe('1–5 of 5'));
    expect(await page.getByTestId('menu-agents').getAttribute('class')).toContain('ant-menu-item-selected');
  });
});

describe('settings', () => {
  test('working times: two intervals on a day and a holiday, kept after leaving the screen', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/live-agent/settings/working-times' });
    const editor = page.getByTestId('working-time-editor');
    await editor.waitFor();

    const sunday = editor.getByRole('group', { name: 'Sunday' });
    await sunday.getByRole('switch', { name: 'Open on Sunday' }).click();
    await typeTime(sunday.getByLabel('Sunday: interval 1 opens'), '10:00');
    await typeTime(sunday.getByLabel('Sunday: interval 1 closes'), '12:00');
    await sunday.getByRole('button', { name: 'Add interval on Sunday' }).click();
    await typeTime(sunday.getByLabel('Sunday: interval 2 opens'), '14:00');
    await typeTime(sunday.getByLabel('Sunday: interval 2 closes'), '16:00');

    await editor.getByRole('button', { name: 'Add holiday or special day' }).click();
    const holiday = editor.locator('.wt-exception').last();
    const date = holiday.getByLabel('Date');
    await date.click();
    await date.fill('12/31/2026'); // the English date format of the field
    await date.press('Tab');
    await holiday.getByLabel('Label').fill("New Year's Eve");
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Working time saved').first().waitFor();

    // Leave and come back: the server kept both intervals and the holiday.
    await openFromMenu(page, 'dashboard', '/live-agent/dashboard');
    await page.goBack();
    await eventually(async () =>
      expect(await page.getByTestId('working-time-1-summary').innerText()).toContain('10:00–12:00, 14:00–16:00'),
    );
    await expect(page.getByTestId('working-time-editor').getByLabel('Label').last().inputValue()).resolves.toBe(
      "New Year's Eve",
    );
  });

  test('renaming the organisation changes the navbar at once', async () => {
    const page = await open();
    await signIn(page, 'admin', { at: '/live-agent/settings/general' });
    await eventually(async () => expect(await page.getByTestId('app-name').innerText()).toBe('Acme Support'));
    const name = page.getByLabel('Organisation name');
    await eventually(async () => expect(await name.inputValue()).toBe('Acme Support'));
    await name.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field is required.').waitFor();
    await name.fill('Globex Care');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await eventually(async () => expect(await page.getByTestId('app-name').innerText()).toBe('Globex Care'));
  });
});

describe('conversation templates', () => {
  test('a CSV with one bad row imports nothing and says which row; the fixed file imports', async () => {
    const page = await open();
    await signInFromMenu(page, 'conversationTemplates', '/live-agent/conversation-templates');
    await eventually(async () => expect(await totalText(page)).toBe('1–10 of 30'));

    const header = 'title,shortcut,scope,department,category,body,isActive';
    const good = [
      'Order delayed,order_delayed,global,,,"Hi {{customer.name}}, your order is on its way.",true',
      'Refund sent,refund_sent,global,,,Your refund is on its way.,yes',
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'templates-'));
    const badFile = path.join(dir, 'templates-bad.csv');
    const goodFile = path.join(dir, 'templates.csv');
    fs.writeFileSync(badFile, [header, ...good, 'Broken,Bad Shortcut!,global,,,Body,true'].join('\n'));
    fs.writeFileSync(goodFile, [header, ...good].join('\n'));

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import templates from CSV' });
    await dialog.locator('input[type=file]').setInputFiles(badFile);
    const report = dialog.getByRole('table', { name: 'Import problems' });
    await eventually(async () => expect(await report.innerText()).toContain('“Bad Shortcut!” is not a valid shortcut'));
    await dialog.getByText('1 row has problems. Nothing was imported.').waitFor();
    expect(await dialog.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);

    await dialog.locator('input[type=file]').setInputFiles(goodFile);
    await dialog.getByRole('button', { name: 'Import 2 templates' }).click();
    await page.getByText('2 templates imported').first().waitFor();
    await eventually(async () => expect(await totalText(page)).toBe('1–10 of 32'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the agent role', () => {
  test('sees templates read-only, no Settings in the menu, and its URL is refused', async () => {
    const page = await open();
    await signIn(page, 'agent');
    const sider = page.getByTestId('app-sider');
    await sider.getByTestId('menu-conversationTemplates').click();
    await waitForPath(page, '/live-agent/conversation-templates');
    await eventually(async () => expect(await tableRows(page).count()).toBe(10));
    await page.getByText('You can view these but not change them.').waitFor();
    expect(await page.getByRole('button', { name: /^(Add template|Import CSV)$/ }).count()).toBe(0);

    for (const key of ['admins', 'agents', 'settingsGeneral', 'workingTimes', 'comments', 'conversationCategories']) {
      expect(await sider.getByTestId(`menu-${key}`).count()).toBe(0);
    }
    expect(await sider.innerText()).not.toContain('Settings');

    await page.goto(`${SHELL}/live-agent/settings/general`);
    await waitForPath(page, '/misc/not-authorized');
    await page.getByText('You are not authorized').waitFor();
  });
});
