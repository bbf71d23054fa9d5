// The extensions showcase over the production build, what only a browser shows (what every page must hold at each
// width and in each skin is the walks', every-route*.e2e.test.ts): a list reordered with the keyboard, two files uploaded (one refused), a CSV
// exported and imported back, and the tour opened and stepped with the keyboard.
import { readFileSync } from 'node:fs';
import { eventually, signIn, setupBrowser } from './support/session';

const { open } = setupBrowser();

test('the sortable list reorders with the keyboard alone', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/extensions/drag-drop' });
  const list = page.getByRole('list', { name: 'Steps of a support chat' });
  const order = () => list.getByRole('listitem').allInnerTexts();
  expect((await order()).slice(0, 2)).toEqual(['Greet the customer', 'Confirm who they are']);
  const handle = list.getByRole('button', { name: 'Move Greet the customer' });
  await handle.focus();
  // Each key waits for dnd-kit's announcement of the step before it, as a screen-reader user hears it.
  const announced = (text: string) =>
    eventually(async () => expect(await page.locator('[id^="DndLiveRegion"]').first().textContent()).toContain(text));
  await page.keyboard.press('Space');
  await announced('Greet the customer');
  // dnd-kit measures the list's items once the drag has started (the handle pressed, then a layout pass): an arrow
  // pressed before that finds no other position.
  await eventually(async () => expect(await handle.getAttribute('aria-pressed')).toBe('true'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.keyboard.press('ArrowDown');
  await announced('Greet the customer moved to position 2 of 5.');
  await page.keyboard.press('Space');
  await announced('Greet the customer dropped at position 2 of 5.');
  await eventually(async () =>
    expect((await order()).slice(0, 2)).toEqual(['Confirm who they are', 'Greet the customer']),
  );
  await page.screenshot({ path: '/tmp/extensions-drag-drop-light-1440.png', fullPage: true });
});

test('two files uploaded at once: the wrong type is refused by name, the image is listed with progress and preview', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/extensions/file-upload' });
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles([
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
        ),
      },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
  await page.getByText('“setup.exe” was not added: this type of file is not accepted.').waitFor();
  const entry = page.getByTestId('upload-entry');
  await eventually(async () => expect(await entry.count()).toBe(1));
  expect(await entry.innerText()).toContain('logo.svg');
  await eventually(async () =>
    expect(await entry.getByRole('progressbar', { name: 'Progress of logo.svg' }).getAttribute('aria-valuenow')).toBe(
      '100',
    ),
  );
  expect(await entry.getByRole('img', { name: 'Preview of logo.svg' }).getAttribute('src')).toMatch(/^blob:/);
  await page.screenshot({ path: '/tmp/extensions-file-upload-light-1440.png', fullPage: true });
});

test('the table exports as CSV and the file imports back, with a bad row reported and the good ones added', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/extensions/import-export' });
  const rows = page.locator('tbody tr.ant-table-row');
  expect(await rows.count()).toBe(4);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('agents.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('Amelia Hart,amelia.hart@example.com,support,128');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'agents.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv.trimEnd()}\r\nNo Mail,nobody,support,1\r\n`),
  });
  const status = page.getByRole('status').filter({ hasText: 'agents.csv' });
  await status.waitFor();
  expect(await status.innerText()).toContain('4 rows added from “agents.csv”.');
  expect(await status.innerText()).toContain('Line 6: “nobody” is not a valid e-mail address.');
  await eventually(async () => expect(await rows.count()).toBe(8));
});

test('the table exports as Excel (exceljs loaded on demand) and the workbook imports back', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/extensions/import-export' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('agents.xlsx');
  const workbook = readFileSync((await download.path())!);
  // An .xlsx file is a zip archive.
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'agents.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await page.getByRole('status').filter({ hasText: '4 rows added from “agents.xlsx”.' }).waitFor();
  await eventually(async () => expect(await page.locator('tbody tr.ant-table-row').count()).toBe(8));
});

test('the tour opens from the keyboard, steps with the arrow keys and closes with Escape', async () => {
  const page = await open();
  await signIn(page, 'admin', { at: '/extensions/tour' });
  await page.getByRole('button', { name: 'Start the tour' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Step 1 of 4').waitFor();
  // Focus is on the tour's Next button, so Enter steps too.
  await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next'));
  await page.keyboard.press('ArrowRight');
  await page.getByText('Step 2 of 4').waitFor();
  await page.keyboard.press('Enter');
  await page.getByText('Step 3 of 4').waitFor();
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Step 2 of 4').waitFor();
  await page.screenshot({ path: '/tmp/extensions-tour-light-1440.png' });
  await page.keyboard.press('Escape');
  await page.getByText('Step 2 of 4').waitFor({ state: 'hidden' });
  await eventually(async () =>
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Start the tour'),
  );
});
