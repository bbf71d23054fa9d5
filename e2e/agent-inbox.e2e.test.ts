// The product's loop, as one presenter shows it (docs/demo-api.md, Agent inbox): the admin sets routing to manual, so
// chats wait in the queues for an agent to pick them; the agent (agent@demo.com, who works as Olivia Martin,
// mock-server auth/seeds.ts) goes online, accepts a waiting chat, answers it with a template whose variables come
// filled, waits for the simulated customer to write back, and closes it with a category and a closing comment; the
// admin then finds that chat in the Chat Report with its agent, category and comment, one more chat closed by the
// agent in Agent performance with a first response and a handle time, the agent online in Agent analysis, and the
// dashboard's closed count grown. The simulation ticks every second at a raised load, so the queues hold chats.
// Every wait is on a condition.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { COLOUR_RULES, NO_MOTION, seriousViolations } from './support/axe';
import { clickInPopup, eventually, signIn, signInWithForm, setupBrowser, waitForPath } from './support/session';
import { closeWithFirstChoices, closedToday, goWithinPage, openInViewer, workingDay } from './support/liveChat';

const { open } = setupBrowser();

/** The inbox's strings in `language`, as the page shows them. */
const liveAgentInbox = (language: string) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(__dirname, '../apps/live-agent/src/features/inbox/locales', `${language}.json`),
      'utf8',
    ),
  ) as { queue: { acceptChat: string } };

/** The agent record agent@demo.com works as. */
const AGENT = 'Olivia Martin';

/**
 * The organisation in its working day, the simulation ticking every second (the customer writes back on its tick),
 * and arrivals raised (liveLoad, docs/demo-api.md): the simulated agents are full, so chats wait in the queues.
 */
const busyDay = {
  ...workingDay({ ticking: true }),
  initScript: `localStorage.setItem('live-agent.liveLoad', '25');`,
};

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await clickInPopup(page, page.getByTestId('sign-out'));
  await waitForPath(page, '/login');
}

/** Picks the option named `name` of the antd select labelled `label` inside `scope`. */
async function pick(page: Page, scope: Locator, label: string, name: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await clickInPopup(
    page,
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: name }),
  );
}

/** A figure of the agent's row in Agent performance, by its column (`data-column`), as the cell shows it. */
async function performanceCell(page: Page, column: string): Promise<string> {
  const table = page.getByTestId('performance-table');
  const columns = await table
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column')));
  const row = table.locator('.ant-table-tbody tr.ant-table-row', { hasText: AGENT });
  if (!(await row.count())) return '';
  return (await row.locator('td').nth(columns.indexOf(column)).innerText()).trim();
}

/** The agent's chats closed today in Agent performance (0 when the agent has no row yet). */
async function agentClosedToday(page: Page): Promise<number> {
  await goWithinPage(page, '/live-agent/agent-performance?range=today');
  await page.getByTestId('performance-table').waitFor({ timeout: 20000 });
  const text = await performanceCell(page, 'closed');
  return text ? Number(text.replace(/\D/g, '')) : 0;
}

/**
 * Accepts the first chat waiting in the agent's queues (its Accept button named by `accept`, in the page's language);
 * if another agent takes it first, the next one. Returns the chat's id (from the URL it opens) and the button's name.
 */
async function acceptWaitingChat(page: Page, accept: RegExp): Promise<{ id: string; customer: string }> {
  const queue = page.getByTestId('my-queue');
  let id = '';
  let customer = '';
  await eventually(
    async () => {
      const button = queue.getByRole('button', { name: accept }).first();
      await button.waitFor({ timeout: 5000 });
      expect(await button.isEnabled()).toBe(true);
      customer = ((await button.getAttribute('aria-label')) ?? '').replace(accept, '');
      await button.click();
      await eventually(async () => {
        id = new URL(page.url()).searchParams.get('conversation') ?? '';
        expect(id).not.toBe('');
      }, 5000);
    },
    90000,
    500,
  );
  return { id, customer };
}

describe('the agent inbox', () => {
  test('admin sets manual routing; the agent accepts, answers with a template, hears back and closes; the reports show it', async () => {
    const page = await open(busyDay);

    // The admin: chats wait for an agent to pick them.
    await signIn(page, 'admin', { at: '/live-agent/settings/general' });
    await page.getByRole('radio', { name: /^Manual/ }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Settings saved').waitFor();
    await signOut(page);

    // The agent goes online: from now on the chats it holds are the person's to serve.
    await signInWithForm(page, 'agent');
    const status = page.getByTestId('my-status');
    await status.waitFor();
    // Chosen, not the shift's: an "Online" that only follows the shift's plan turns busy at the chat limit (the
    // simulation's rule for agents nobody sits at), and the timeline below would not end online.
    if ((await status.innerText()).includes('Online')) {
      await pick(page, page.locator('body'), 'My status', 'Away');
      await page.getByText('You are now Away.').waitFor();
    }
    await pick(page, page.locator('body'), 'My status', 'Online');
    await page.getByText('You are now Online.').waitFor();
    await signOut(page);

    // The figures before, as the admin reads them.
    await signInWithForm(page, 'admin');
    const closedBefore = await closedToday(page);
    const agentClosedBefore = await agentClosedToday(page);
    await signOut(page);

    // The agent accepts the oldest chat it may take (another agent may take one first: the next is tried).
    await signInWithForm(page, 'agent');
    const { id, customer } = await acceptWaitingChat(page, /^Accept the chat with /);
    await page.getByText(`The chat with ${customer} is yours.`).waitFor();
    const panel = page.getByTestId('inbox-panel');
    await panel.getByTestId('transcript').waitFor();
    // The customer awaits the agent's answer: the menu's Inbox item counts it (and the others held), and so does the
    // tab's title; the frame told the agent politely that the chat became its own.
    let unread = 0;
    await eventually(async () => {
      unread = Number(await page.getByTestId('menu-inbox-count').getAttribute('data-count'));
      expect(unread).toBeGreaterThan(0);
      expect(await page.title()).toMatch(new RegExp(`^\\(${unread}\\) Inbox · `));
    });
    await eventually(async () =>
      expect(await page.getByTestId('desk-announcement').innerText()).toBe(`A new chat is yours: ${customer}.`),
    );

    // `/` opens the templates; the greeting comes with the customer's, the organisation's and the agent's names.
    const box = panel.getByLabel('Your message');
    await box.fill('/');
    await page.getByTestId('template-list').getByRole('button', { name: 'Greeting' }).click();
    await eventually(async () => expect(await box.inputValue()).toContain(customer));
    const greeting = await box.inputValue();
    expect(greeting).toContain('Acme Support');
    expect(greeting).toContain(AGENT);
    expect(greeting).not.toContain('{{');
    await box.press('Enter');
    const transcript = panel.getByTestId('transcript');
    const sent = transcript.locator('[data-sender="agent"]', { hasText: greeting });
    await sent.waitFor();
    const sentId = await sent.getAttribute('data-message-id');

    // The simulated customer writes back some seconds later: a customer's message below the greeting.
    await eventually(
      async () => {
        const senders = await transcript
          .locator('[data-message-id]')
          .evaluateAll((messages) =>
            messages.map((message) => [message.getAttribute('data-message-id'), message.getAttribute('data-sender')]),
          );
        const greeted = senders.findIndex(([messageId]) => messageId === sentId);
        expect(greeted).toBeGreaterThanOrEqual(0);
        const after = senders.slice(greeted + 1);
        expect(after.map(([, sender]) => sender)).toContain('customer');
      },
      60000,
      500,
    );

    // A reload starts the mock server again, which rebuilds the live world from what it kept: the routing the admin
    // set after the world began, the status, the accept and the answer, each at its instant. The chat is still the
    // agent's and open, its answer and the customer's reply in the transcript.
    const repliedTo = await transcript.locator('[data-message-id]').count();
    await page.reload();
    await waitForPath(page, '/live-agent/inbox');
    await page
      .getByTestId('my-chats')
      .locator('li.la-inbox-selected', { hasText: customer })
      .waitFor({ timeout: 20000 });
    await panel.getByTestId('transcript').waitFor({ timeout: 20000 });
    await transcript.locator(`[data-message-id="${sentId}"]`).waitFor();
    expect(await transcript.locator('[data-message-id]').count()).toBeGreaterThanOrEqual(repliedTo);
    expect(new URL(page.url()).searchParams.get('conversation')).toBe(id);

    // Closed with a category and a closing comment.
    const { category, comment } = await closeWithFirstChoices(page, panel);
    await signOut(page);

    // The admin finds it everywhere.
    await signInWithForm(page, 'admin');
    await eventually(async () => expect(await closedToday(page)).toBeGreaterThan(closedBefore), 45000, 500);

    await goWithinPage(page, `/live-agent/chat-report?range=today&status=closed&q=%23${id}`);
    const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
    await eventually(async () => expect(await rows.count()).toBe(1), 15000);
    const row = await rows.first().innerText();
    expect(row).toContain(category);
    expect(row).toContain(AGENT);
    expect(row).toContain(customer);
    const viewer = await openInViewer(page, rows.first(), id);
    await eventually(async () => expect(await viewer.innerText()).toContain(comment));
    await page.keyboard.press('Escape');

    // The person's chats move only by the person's hand: exactly one more closed today, with its figures.
    await eventually(async () => expect(await agentClosedToday(page)).toBe(agentClosedBefore + 1), 15000, 500);
    expect(await performanceCell(page, 'avgFirstResponse')).toMatch(/\d/);
    expect(await performanceCell(page, 'avgHandle')).toMatch(/\d/);

    // Agent analysis: the agent's day ends online, the status it set.
    await goWithinPage(page, '/live-agent/agent-analysis?range=today');
    const analysed = page.locator('[data-testid="analysis-table"] tr.ant-table-row', { hasText: AGENT });
    await analysed.waitFor({ timeout: 20000 });
    const segments = analysed.getByTestId('timeline-segment');
    await eventually(async () => expect(await segments.last().getAttribute('data-status')).toBe('online'));
  }, 300000);

  /** The start of each Accept button's name (apps/live-agent inbox locales, `inbox.queue.acceptChat`). */
  const ACCEPT_CHAT = {
    en: /^Accept the chat with /,
    de: new RegExp(`^${liveAgentInbox('de').queue.acceptChat.split('{{')[0]}`),
    fr: new RegExp(`^${liveAgentInbox('fr').queue.acceptChat.split('{{')[0]}`),
    pt: new RegExp(`^${liveAgentInbox('pt').queue.acceptChat.split('{{')[0]}`),
  } as const;

  // Each language once, each skin and width twice: the agent online with a chat it accepted open, the navbar's status
  // and the menu's count there too.
  for (const [language, skin, width] of [
    ['en', 'light', 1440],
    ['de', 'dark', 390],
    ['fr', 'dark', 1440],
    ['pt', 'light', 390],
  ] as const)
    test(`in ${language}, the ${skin} skin at ${width} px: a chat open, no sideways scroll, axe clean`, async () => {
      const page = await open({
        ...busyDay,
        viewport: { width, height: 900 },
        initScript: `${busyDay.initScript}
          localStorage.setItem('liveAgent.layout', ${JSON.stringify(JSON.stringify({ skin }))});
          localStorage.setItem('liveAgent.language', '${language}');`,
      });
      await signIn(page, 'agent');
      await page.getByTestId('my-status').waitFor();
      // Away, then online (the options in their order: online, busy, away, offline, in this language's words): the
      // agent sets its own status, whatever its shift said.
      const status = page.getByTestId('my-status');
      for (const [option, value] of [
        [2, 'away'],
        [0, 'online'],
      ] as const) {
        await status.click();
        await clickInPopup(page, page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(option));
        await eventually(async () => expect(await status.getAttribute('data-status')).toBe(value));
      }
      // A chat of its own: the first waiting one, accepted (the queues' Accept buttons, whatever their language).
      await acceptWaitingChat(page, ACCEPT_CHAT[language]);
      await page.getByTestId('inbox-panel').getByTestId('transcript').waitFor();
      await page.addStyleTag(NO_MOTION);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      expect(
        await seriousViolations(page, { wholePage: true, rules: skin === 'dark' ? COLOUR_RULES : undefined }),
      ).toEqual([]);
      // Kept beside the failure screenshots (gitignored), to be looked at.
      const shots = path.resolve(__dirname, '../.e2e-artifacts/inbox');
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `inbox-${language}-${skin}-${width}.png`) });
    });
});
