// What the live-chat journeys (the live monitor, the agent inbox) do alike: move within the signed-in page as a link
// does, pick in antd selects by their label, read the dashboard's "Closed today", open a chat in the Chat Report's
// viewer.
import type { Locator, Page } from 'playwright-core';
import { clickInPopup, eventually, type PageOptions, type RuntimeConfig, workingDayZone } from './session';

/**
 * A page's options for the live world: the organisation in its working day (agents online, chats coming in), the
 * simulation ticking every second, or held still so the chats going on when the page opened stay ongoing.
 */
export const workingDay = ({ ticking }: { ticking: boolean }): Pick<PageOptions, 'config'> => ({
  config: (config: RuntimeConfig): RuntimeConfig => ({
    ...config,
    mock: {
      ...config.mock,
      simulation: { enabled: ticking, intervalSec: ticking ? 1 : 5 },
      timeZone: workingDayZone(),
    },
  }),
});

/** The ids of the live monitor's rows, in their order. */
export const monitorRowIds = async (page: Page) =>
  (await page
    .locator('[data-testid="live-conversations"] tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''))) as string[];

/** Goes to a path within the page, as a link does (the signed-in app and its Mirage stay). */
export const goWithinPage = (page: Page, url: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);

/** Opens an antd select by its label inside `scope` and picks the first option; returns the option's text. */
export async function pickFirst(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  // Read before the click: a single select's list closes on it, and the locator then finds no open list.
  await option.waitFor();
  const text = (await option.innerText()).trim();
  await clickInPopup(page, option);
  // A multiple select's list stays open: Escape closes it. Pressed with no list open, Escape closes the panel.
  if (await page.locator('.ant-select-dropdown:visible').count()) await page.keyboard.press('Escape');
  return text;
}

/** The dashboard's "Closed today" figure as its card shows it (English digits, "1,234"). */
export async function closedToday(page: Page): Promise<number> {
  const value = page.getByTestId('today-closed-value');
  await value.waitFor({ timeout: 20000 });
  return Number((await value.innerText()).replace(/\D/g, ''));
}

/**
 * Opens the Chat Report's `row` in its viewer, on conversation `id` (the viewer may open on another chat of the same
 * customer first: its switch then goes to this one). Returns the viewer.
 */
export async function openInViewer(page: Page, row: Locator, id: string): Promise<Locator> {
  await row.click();
  const viewer = page.getByTestId('conversation-viewer');
  const shown = viewer.getByTestId('viewer-conversation');
  await shown.waitFor();
  if ((await shown.getAttribute('data-conversation-id')) !== id) {
    await viewer.getByTestId('viewer-switch').getByText(`#${id}`).click();
    await eventually(async () => expect(await shown.getAttribute('data-conversation-id')).toBe(id));
  }
  return viewer;
}

/**
 * Closes the conversation open in `panel` (the monitor's or the inbox's) with the first category and closing comment
 * offered, and waits until it is closed and the panel left the URL. Returns the category and the comment.
 */
export async function closeWithFirstChoices(
  page: Page,
  panel: Locator,
): Promise<{ category: string; comment: string }> {
  await panel.getByRole('tab', { name: 'Close' }).click();
  const category = await pickFirst(page, panel, 'Categories');
  const comment = await pickFirst(page, panel, 'Closing comment');
  await panel.getByRole('button', { name: 'Close the conversation' }).click();
  await page.getByText('Conversation closed.').waitFor();
  await eventually(async () => expect(new URL(page.url()).searchParams.get('conversation')).toBeNull());
  return { category, comment };
}
