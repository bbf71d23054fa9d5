// The chat remote as a user meets it inside the shell: open a chat with unread messages, send and get an
// answer, start a chat, change the profile status, and the one-pane phone layout. Mirage runs in the page, so
// each test starts from the seed (a page reload starts it again: "after a reload" means reading the list again).
import type { Page } from 'playwright-core';
import { eventually, signIn, setupBrowser, waitForPath, openFromMenu, signInFromMenu } from './support/session';

const { open } = setupBrowser();

const item = (page: Page, id: number) => page.getByTestId(`chat-item-${id}`);
const bubbles = (page: Page) => page.locator('[data-testid="chat-thread"] .la-chat-content').allInnerTexts();
const composer = (page: Page) => page.getByTestId('composer');

async function openChat(page: Page) {
  await signInFromMenu(page, 'chat', '/apps/chat');
  await item(page, 12).waitFor();
}

describe('chat', () => {
  test('open a chat with unread messages (badge clears), send, read it again from the list, and see the reply', async () => {
    const page = await open();
    await openChat(page);
    await page.getByTestId('unread-12').waitFor();
    await item(page, 12).click();
    await waitForPath(page, '/apps/chat/12');
    // Cleared at once (the frame after the click), before the conversation has loaded.
    await eventually(async () => expect(await page.getByTestId('unread-12').count()).toBe(0), 1000, 20);
    await eventually(async () =>
      expect(await bubbles(page)).toContain('And please check the weekend rota before noon.'),
    );

    await composer(page).fill('I will announce it at the stand-up.');
    await composer(page).press('Enter');
    await eventually(async () => expect((await bubbles(page)).at(-1)).toBe('I will announce it at the stand-up.'));
    // Harriet is online: she types, then answers.
    await page.getByTestId('typing').waitFor({ timeout: 10000 });
    await eventually(async () => expect(await page.getByTestId('typing').count()).toBe(0), 10000);
    await eventually(async () => expect((await bubbles(page)).length).toBeGreaterThan(1));
    const reply = (await bubbles(page)).at(-1);
    expect(reply).not.toBe('I will announce it at the stand-up.');

    // Away to another screen and back: the list and the chat are read again, the messages are there.
    await openFromMenu(page, 'todo', '/apps/todo');
    await page.getByTestId('menu-chat').click();
    await item(page, 12).click();
    await eventually(async () =>
      expect((await bubbles(page)).slice(-2)).toEqual(['I will announce it at the stand-up.', reply]),
    );
    // The list and the chat are separate reads: the list's preview may answer after the bubbles.
    await eventually(async () => expect(await item(page, 12).innerText()).toContain(reply!));
  });

  test('start a chat with a contact who had none, and change the profile status', async () => {
    const page = await open();
    await openChat(page);
    await page.getByTestId('contact-list').getByText('Bridgett Omohundro').click();
    await waitForPath(page, '/apps/chat/9');
    await page.getByText('No messages with Bridgett Omohundro yet. Say hello!').waitFor();
    await composer(page).fill('Hello Bridgett, welcome aboard!');
    await page.getByRole('button', { name: 'Send' }).click();
    await eventually(async () =>
      expect(await page.getByTestId('chat-list').locator('.chat-item-name').first().innerText()).toContain(
        'Bridgett Omohundro',
      ),
    );
    expect(await page.getByTestId('contact-list').getByText('Bridgett Omohundro').count()).toBe(0);

    await page.getByRole('button', { name: 'Your profile and status (Online)' }).click();
    const drawer = page.getByTestId('profile-drawer');
    await drawer.getByRole('radio', { name: 'Busy' }).check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.getByRole('button', { name: 'Your profile and status (Busy)' }).waitFor();
  });

  test('on a phone (390 px) one pane at a time: from the list into a chat and back', async () => {
    const page = await open({ viewport: { width: 390, height: 844 } });
    await signIn(page, 'admin', { at: '/apps/chat' });
    await item(page, 4).waitFor();
    expect(await page.getByTestId('conversation-empty').isVisible()).toBe(false);
    await item(page, 4).click();
    await waitForPath(page, '/apps/chat/4');
    await composer(page).waitFor();
    expect(await item(page, 4).isVisible()).toBe(false);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1),
    ).toBe(true);
    await page.getByRole('button', { name: 'Back to chats' }).click();
    await waitForPath(page, '/apps/chat');
    await item(page, 4).waitFor();
    expect(await composer(page).count()).toBe(0);
  });
});
