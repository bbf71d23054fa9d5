// The agent's inbox as the agent meets it inside the shell, with Mirage's simulation running in the page (the
// organisation in its working day, a step every second): with the organisation on manual routing (an admin sets it,
// so the simulation hands the agent nothing of its own), the agent signs in and lands on its inbox, goes online,
// accepts a waiting chat, answers it with a template whose variables come filled, sees the simulated customer write
// back, and closes it with a category and a closing comment. Every wait is on a condition.
import type { Locator, Page } from 'playwright-core';
import {
  SHELL,
  clickInPopup,
  eventually,
  signIn,
  signInWithForm,
  type RuntimeConfig,
  setupBrowser,
  waitForPath,
  workingDayZone,
} from './support/session';

const { open } = setupBrowser();

const fastSimulation = {
  config: (config: RuntimeConfig): RuntimeConfig => ({
    ...config,
    mock: { ...config.mock, simulation: { enabled: true, intervalSec: 1 }, timeZone: workingDayZone() },
  }),
};

/** Opens an antd select by its label inside `scope` and picks the first option; returns the option's text. */
async function pickFirst(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByLabel(label, { exact: true }).click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await clickInPopup(page, option);
  const text = (await option.innerText()).trim();
  await page.keyboard.press('Escape');
  return text;
}

describe('agent inbox', () => {
  test('goes online, accepts a waiting chat, answers with a filled template, gets the reply, closes it', async () => {
    const page = await open(fastSimulation);
    await signIn(page);
    await page.goto(`${SHELL}/live-agent/settings/general`);
    await page.getByText('Manual', { exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Settings saved').first().waitFor();
    await page.getByTestId('user-menu').click();
    await clickInPopup(page, page.getByTestId('sign-out'));
    await waitForPath(page, '/login');
    // Signing in from the inbox's address returns there (not to the settings the admin left); the organisation's
    // settings are kept demo data, so the reload keeps manual routing.
    await page.goto(`${SHELL}/live-agent/inbox`);
    await waitForPath(page, '/login');

    // The agent lands on its inbox.
    await signInWithForm(page, 'agent');
    await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    // Its shift may have it online already: away first, then online (each confirmed).
    for (const status of ['Away', 'Online']) {
      await page.getByLabel('My status').click();
      await clickInPopup(
        page,
        page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
          hasText: new RegExp(`^${status}$`),
        }),
      );
      await page.getByText(`You are now ${status}.`).first().waitFor();
    }

    // A chat waits in one of its queues (the simulation's arrivals; others may take some first).
    // A colleague may take the chat first (409, said in a toast): then the next one.
    let name = '';
    await eventually(
      async () => {
        const accept = page
          .getByTestId('my-queue')
          .getByRole('button', { name: /^Accept the chat with / })
          .first();
        expect(await accept.isEnabled()).toBe(true);
        name = ((await accept.getAttribute('aria-label')) ?? '').replace('Accept the chat with ', '');
        await accept.click();
        await eventually(async () => expect(new URL(page.url()).searchParams.get('conversation')).not.toBeNull(), 3000);
      },
      240000,
      1000,
    );
    await page.getByText(`The chat with ${name} is yours.`).first().waitFor();
    const panel = page.getByTestId('inbox-panel');
    await panel.getByTestId('transcript').waitFor();

    // A template, its variables filled with the chat's customer and the organisation.
    await panel.getByRole('button', { name: 'Templates' }).click();
    await page.getByTestId('template-list').getByRole('button', { name: 'Closing the chat' }).click();
    const box = panel.getByLabel('Your message');
    const firstWords = 'Is there anything else I can help you with,';
    await eventually(async () => expect(await box.inputValue()).toContain(name));
    const filled = await box.inputValue();
    expect(filled).toBe(`${firstWords} ${name}? Thanks for chatting with Acme Support and have a great day!`);
    const customerSaid = () => panel.locator('[data-sender="customer"]').count();
    const before = await customerSaid();
    await box.press('Enter');
    await panel.getByTestId('transcript').getByText(filled).waitFor();
    // The simulated customer writes back within seconds.
    await eventually(async () => expect(await customerSaid()).toBeGreaterThan(before), 60000, 500);

    // Closed with a category and a closing comment: it leaves the agent's chats.
    await panel.getByRole('tab', { name: 'Close' }).click();
    await pickFirst(page, panel, 'Categories');
    await pickFirst(page, panel, 'Closing comment');
    await panel.getByRole('button', { name: 'Close the conversation' }).click();
    await page.getByText('Conversation closed.').first().waitFor();
    await eventually(async () =>
      expect(await page.getByRole('button', { name: `Open the chat with ${name}` }).count()).toBe(0),
    );
  }, 420000);
});
