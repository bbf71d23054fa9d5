// What a supervisor does on the live monitor outlives a reload (docs/architecture.md, "The live world across a
// reload"): a whisper and a close, then every later screen opened by a full page load — a new mock server, which
// rebuilds the live world from the journal the page kept — shows them: the Chat Report lists the chat closed with its
// category and the whisper in its transcript, and the monitor no longer lists it. Every wait is on a condition.
import { SHELL, eventually, signIn, setupBrowser } from './support/session';
import { monitorRowIds, openInViewer, pickFirst, workingDay } from './support/liveChat';

const { open } = setupBrowser();

const simulation = workingDay({ ticking: true });

test('a whisper and a close are still there after a reload: in the Chat Report, and off the monitor', async () => {
  const page = await open(simulation);
  // A chat an agent is serving: it goes on for minutes, long past the few seconds this takes.
  await signIn(page, 'admin', { at: '/live-agent/monitor?status=open' });
  const first = page.locator('[data-testid="live-conversations"] tr.ant-table-row').first();
  await first.waitFor({ timeout: 20000 });
  const id = (await first.getAttribute('data-row-key')) as string;
  await first.locator('button').first().click();
  const panel = page.getByTestId('conversation-panel');
  await panel.getByTestId('transcript').waitFor();

  await panel.getByLabel('Message', { exact: true }).fill('Kept across a reload.');
  await panel.getByRole('button', { name: 'Whisper to the agent' }).click();
  await page.getByText('Whisper sent to the agent.').waitFor();
  await panel.getByRole('tab', { name: 'Close' }).click();
  const category = await pickFirst(page, panel, 'Categories');
  await pickFirst(page, panel, 'Closing comment');
  await panel.getByRole('button', { name: 'Close the conversation' }).click();
  await page.getByText('Conversation closed.').waitFor();

  // A full page load: the mock server starts again in the new page.
  await page.goto(`${SHELL}/live-agent/chat-report?range=today&status=closed&q=%23${id}`);
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  await eventually(async () => expect(await rows.count()).toBe(1), 20000);
  // The category's name arrives with the categories' list, which may answer after the rows (the cell shows #id till then).
  await eventually(async () => expect(await rows.first().innerText()).toContain(category));
  const viewer = await openInViewer(page, rows.first(), id);
  await viewer.getByText('Kept across a reload.').waitFor();

  await page.goto(`${SHELL}/live-agent/monitor`);
  await page.locator('[data-testid="live-conversations"] tr.ant-table-row').first().waitFor({ timeout: 20000 });
  expect(await monitorRowIds(page)).not.toContain(id);
}, 180000);
