// The live monitor as an admin meets it inside the shell, with Mirage's simulation running in the page (the
// organisation in its working day, the simulation ticking every second): a chat arrives, the admin opens it, whispers
// to the agent, transfers it to an agent online with a free slot, closes it with a category and a closing comment,
// and the Chat Report then lists it closed with that category and comment. Every wait is on a condition.
import type { Locator, Page } from 'playwright-core';
import {
  SHELL,
  clickInPopup,
  eventually,
  signIn,
  type RuntimeConfig,
  setupBrowser,
  workingDayZone,
} from './support/session';

const { open } = setupBrowser();

const fastSimulation = {
  config: (config: RuntimeConfig): RuntimeConfig => ({
    ...config,
    mock: { ...config.mock, simulation: { enabled: true, intervalSec: 1 }, timeZone: workingDayZone() },
  }),
};

const rowIds = async (page: Page) =>
  (await page
    .locator('[data-testid="live-conversations"] tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''))) as string[];

/** Opens an antd select by its label inside `scope` and picks the first option; returns the option's text. */
async function pickFirst(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await clickInPopup(page, option);
  const text = (await option.innerText()).trim();
  await page.keyboard.press('Escape');
  return text;
}

describe('live monitor', () => {
  test('a chat arrives; whisper, transfer to an online agent, close with a category and comment; the Chat Report shows it', async () => {
    const page = await open(fastSimulation);
    await signIn(page);
    // The chats with the bot: a new one joins them as it starts.
    await page.goto(`${SHELL}/live-agent/monitor?status=bot`);
    await page.getByTestId('live-conversations').waitFor();
    await eventually(async () => expect(await page.getByTestId('live-count').count()).toBe(1), 15000);
    const before = new Set(await rowIds(page));
    let arrived = '';
    await eventually(
      async () => {
        arrived = (await rowIds(page)).find((id) => id && !before.has(id)) ?? '';
        expect(arrived).not.toBe('');
      },
      60000,
      500,
    );

    await page.locator(`[data-testid="live-conversations"] tr[data-row-key="${arrived}"] button`).first().click();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('conversation')).toBe(arrived));
    const panel = page.getByTestId('conversation-panel');
    await panel.getByTestId('transcript').waitFor();

    // Whisper: confirmed, and in the transcript at once as the supervisor's private note.
    await panel.getByLabel('Message', { exact: true }).fill('Please offer the annual plan.');
    await panel.getByRole('button', { name: 'Whisper to the agent' }).click();
    await page.getByText('Whisper sent to the agent.').waitFor();
    const whisper = panel.getByTestId('transcript').getByText('Please offer the annual plan.');
    await whisper.waitFor();
    await panel.getByTestId('private-note').first().waitFor();

    // Transfer to an agent online with a free slot (the only ones offered).
    await panel.getByRole('tab', { name: 'Transfer' }).click();
    const agentOption = await pickFirst(page, panel, 'Agent (online, with a free slot)');
    const agentName = agentOption.replace(/\s*\(.*\)$/, '');
    await panel.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText('Conversation transferred.').waitFor();
    await eventually(async () => expect(await panel.innerText()).toContain(agentName), 15000);

    // Close with a category and a closing comment.
    await panel.getByRole('tab', { name: 'Close' }).click();
    const category = await pickFirst(page, panel, 'Categories');
    const comment = await pickFirst(page, panel, 'Closing comment');
    await panel.getByRole('button', { name: 'Close the conversation' }).click();
    await page.getByText('Conversation closed.').waitFor();
    await eventually(async () => expect(new URL(page.url()).searchParams.get('conversation')).toBeNull());
    await eventually(async () => expect(await rowIds(page)).not.toContain(arrived), 15000);

    // The Chat Report lists it closed today, with that category; its viewer shows the comment.
    await page.goto(`${SHELL}/live-agent/chat-report?range=today&status=closed&q=%23${arrived}`);
    const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    await eventually(async () => expect(await rows.count()).toBe(1), 15000);
    const row = rows.first();
    expect(await row.innerText()).toContain(category);
    expect(await row.innerText()).toContain('Closed');
    await row.click();
    const viewer = page.getByTestId('conversation-viewer');
    const shown = viewer.getByTestId('viewer-conversation');
    await shown.waitFor();
    if ((await shown.getAttribute('data-conversation-id')) !== arrived) {
      await viewer.getByTestId('viewer-switch').getByText(`#${arrived}`).click();
      await eventually(async () => expect(await shown.getAttribute('data-conversation-id')).toBe(arrived));
    }
    await eventually(async () => expect(await shown.innerText()).toContain(comment));
  });
});
