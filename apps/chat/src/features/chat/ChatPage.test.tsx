// The chat screen with real antd against the real Mirage routes: what a user sees and does.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import type { RemoteRoute } from '@live-agent/ui-kit';
import { signIn } from '@live-agent/ui-kit/testing';
import { routes } from '../../routes';
import { createTestStore, renderRoute, setupScreenTest } from '../../test/render';
import { chatTiming } from './chat.timing';

// The server's clock pinned: the seeded messages sit minutes to days before it.
const NOW = new Date('2026-03-10T09:00:00.000Z');
const server = setupScreenTest({ now: NOW });

// The simulated contacts answer by the clock (docs/demo-api.md, Chat): tests move Date.now on instead of waiting.
let offset = 0;
const realNow = Date.now.bind(Date);
beforeEach(() => {
  offset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  chatTiming.pollMs = 100;
  chatTiming.searchDelayMs = 20;
});
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;
const names = (testId: string) =>
  Array.from(screen.queryByTestId(testId)?.querySelectorAll('.chat-item-name') ?? []).map(
    (node) => node.firstChild?.textContent,
  );
const thread = () => screen.getByTestId('chat-thread');
const bubbles = () => Array.from(thread().querySelectorAll('.la-chat-content')).map((node) => node.textContent);
const composer = () => screen.getByTestId('composer') as HTMLTextAreaElement;
type StoredChat = { userId: number; unseenMsgs: number; chat: Array<{ message: string; senderId: number }> };
// Mirage's db: `find` is find-by-id, so look the chat up by its contact with `where`.
const storedChat = (userId: number): StoredChat | undefined =>
  (server().db.chats as unknown as { where(query: object): StoredChat[] }).where({ userId })[0];

type Handler = (request: unknown) => unknown;
const pretender = () =>
  server().pretender as unknown as {
    hosts: { forURL(url: string): Record<string, { recognize(path: string): Array<{ handler: Handler }> }> };
    get(path: string, handler: Handler): void;
    post(path: string, handler: Handler): void;
    handledRequest: (verb: string, path: string) => void;
  };
/** The next `times` answers of a route are 503 (the service is down), then the real route answers again. */
function failing(verb: 'GET' | 'POST', path: string, times = 1) {
  const original = pretender().hosts.forURL(path)[verb].recognize(path)[0].handler;
  let failures = times;
  pretender()[verb === 'GET' ? 'get' : 'post'](path, (request) =>
    failures-- > 0 ? [503, { 'Content-Type': 'application/json' }, '{}'] : original(request),
  );
}
/** The chat paths (with their queries) the server answered from now on. */
function asked() {
  const paths: string[] = [];
  pretender().handledRequest = (_verb, path) => {
    if (path.startsWith('/apps/chat/')) paths.push(path);
  };
  return paths;
}

async function listsShown() {
  await waitFor(() => expect(screen.getByTestId('chat-list')).toBeInTheDocument());
}

function type(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
}

function pressEnter(shiftKey = false) {
  fireEvent.keyDown(composer(), { key: 'Enter', code: 'Enter', shiftKey });
}

describe('chat screen', () => {
  it('lists the chats (most recent first, with unread badges) and the other contacts, and an empty conversation', async () => {
    await renderRoute('/apps/chat');
    await listsShown();
    expect(names('chat-list')).toEqual([
      'Harriet Okafor',
      'Verla Morgano',
      'Sal Piggee',
      'Felecia Rower',
      'Tomás Ribeiro',
      'Mauro Elenbaas',
    ]);
    expect(names('contact-list')).toContain('Miguel Guelff');
    expect(within(screen.getByTestId('chat-item-12')).getByText('3')).toBeInTheDocument();
    expect(screen.getByTestId('chat-item-12')).toHaveAccessibleName(/Harriet Okafor\s*, Online.*3 unread messages/);
    expect(screen.getByTestId('conversation-empty')).toHaveTextContent(
      'Pick a chat or a contact to start a conversation',
    );
    expect(screen.getByRole('button', { name: 'Your profile and status (Online)' })).toBeInTheDocument();
  });

  it('picking a chat opens it (URL, header, messages) and its unread badge clears at once and on the server', async () => {
    await renderRoute('/apps/chat');
    await listsShown();
    fireEvent.click(screen.getByTestId('chat-item-12'));
    expect(screen.queryByTestId('unread-12')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/apps/chat/12'));
    await waitFor(() => expect(bubbles()).toContain('And please check the weekend rota before noon.'));
    const header = screen.getByTestId('conversation');
    expect(within(header).getByRole('heading', { name: 'Harriet Okafor' })).toBeInTheDocument();
    expect(header).toHaveTextContent('Online · Support Team Lead');
    expect(screen.getByTestId('chat-item-12')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('chat-day').length).toBeGreaterThanOrEqual(2);
    expect(storedChat(12)!.unseenMsgs).toBe(0);
    // Other chats keep their badges.
    expect(screen.getByTestId('unread-4')).toBeInTheDocument();
  });

  it('opens the contact’s details from the header; Escape closes them', async () => {
    await renderRoute('/apps/chat/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Verla Morgano' }));
    const drawer = await screen.findByTestId('contact-drawer');
    expect(drawer).toHaveTextContent('Owns the CSAT and handoff models.');
    expect(drawer).toHaveTextContent('Data Scientist');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('contact-drawer')).toHaveClass('ant-drawer-content-wrapper-hidden'));
  });

  it('sends with Enter: the message shows at once, then is sent; the online contact types and replies', async () => {
    await renderRoute('/apps/chat/4');
    await waitFor(() => expect(bubbles().length).toBeGreaterThan(0));
    type('Can you send me the numbers?');
    pressEnter();
    expect(bubbles()).toContain('Can you send me the numbers?');
    expect(composer()).toHaveValue('');
    await waitFor(() => expect(storedChat(4)!.chat.at(-1)!.message).toBe('Can you send me the numbers?'));
    await waitFor(() => expect(screen.queryByTestId('message-pending')).not.toBeInTheDocument());
    // The lists follow the send (they are read again).
    await waitFor(() =>
      expect(screen.getByTestId('chat-item-4')).toHaveTextContent('You: Can you send me the numbers?'),
    );
    // A little later the contact is typing, then the reply arrives.
    offset = 2000;
    await waitFor(() => expect(screen.getByTestId('typing')).toHaveTextContent('Verla Morgano is typing…'));
    offset = 5000;
    await waitFor(() => expect(storedChat(4)!.chat.at(-1)!.senderId).toBe(4));
    const reply = storedChat(4)!.chat.at(-1)!.message;
    await waitFor(() => expect(bubbles().at(-1)).toBe(reply));
    expect(screen.queryByTestId('typing')).not.toBeInTheDocument();
    // The list's entry follows the conversation as it was read.
    await waitFor(() => expect(screen.getByTestId('chat-item-4')).toHaveTextContent(reply));
    // Read while open: no badge.
    expect(screen.queryByTestId('unread-4')).not.toBeInTheDocument();
  });

  it('does not send an empty message; Shift+Enter adds a line; a counter shows near the limit', async () => {
    await renderRoute('/apps/chat/6');
    await waitFor(() => expect(bubbles().length).toBe(4));
    type('   ');
    pressEnter();
    expect(bubbles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    type('first line');
    pressEnter(true);
    expect(composer()).toHaveValue('first line');
    expect(screen.queryByTestId('composer-counter')).not.toBeInTheDocument();
    type('x'.repeat(1900));
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('1900 of 2000 characters');
    type('x'.repeat(2001));
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('A message can have at most 2000 characters.');
    pressEnter();
    expect(bubbles()).toHaveLength(4);
    expect(composer()).toHaveValue('x'.repeat(2001));
  });

  it('a failed send is marked with Retry and keeps its text; Retry sends it', async () => {
    await renderRoute('/apps/chat/6');
    await waitFor(() => expect(bubbles().length).toBe(4));
    // The next send fails once (the service is down), then the real route answers again.
    failing('POST', '/apps/chat/send-msg');

    type('Landing page, please');
    pressEnter();
    const failed = await screen.findByTestId('message-failed');
    expect(failed).toHaveTextContent('Not sent');
    expect(bubbles()).toContain('Landing page, please');
    expect(storedChat(6)!.chat.at(-1)!.message).not.toBe('Landing page, please');

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(storedChat(6)!.chat.at(-1)!.message).toBe('Landing page, please'));
    await waitFor(() => expect(screen.queryByTestId('message-failed')).not.toBeInTheDocument());
    expect(bubbles().filter((text) => text === 'Landing page, please')).toHaveLength(1);
  });

  it('starts a chat with a contact who had none: it moves to the Chats list', async () => {
    await renderRoute('/apps/chat');
    await listsShown();
    fireEvent.click(screen.getByTestId('chat-item-9'));
    await waitFor(() =>
      expect(screen.getByTestId('conversation')).toHaveTextContent(
        'No messages with Bridgett Omohundro yet. Say hello!',
      ),
    );
    type('Hello Bridgett!');
    pressEnter();
    await waitFor(() => expect(names('chat-list')[0]).toBe('Bridgett Omohundro'));
    expect(names('contact-list')).not.toContain('Bridgett Omohundro');
    expect(bubbles()).toEqual(['Hello Bridgett!']);
  });

  it('shows message text with markup as text, never as HTML', async () => {
    await renderRoute('/apps/chat/6');
    await waitFor(() => expect(bubbles().length).toBe(4));
    const markup = '<img src=x onerror="window.__ran=1"><b>bold</b><script>window.__ran=2</script>';
    type(markup);
    pressEnter();
    await waitFor(() => expect(storedChat(6)!.chat.at(-1)!.message).toBe(markup));
    expect(bubbles()).toContain(markup);
    expect(thread().querySelector('.la-chat-content img, .la-chat-content b, .la-chat-content script')).toBeNull();
    expect(screen.getByTestId('chat-item-6').querySelector('img[src="x"], b, script')).toBeNull();
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
  });

  it('search filters both lists as the user types; nothing found says so', async () => {
    await renderRoute('/apps/chat');
    await listsShown();
    fireEvent.change(screen.getByLabelText('Search chats and contacts'), { target: { value: 'AR' } });
    await waitFor(() => expect(location()).toBe('/apps/chat?q=AR'));
    await waitFor(() => expect(names('chat-list')).toEqual(['Harriet Okafor']));
    expect(names('contact-list')).toEqual(['Chloé Martin', 'Margot Henschke']);
    fireEvent.change(screen.getByLabelText('Search chats and contacts'), { target: { value: 'nobody here' } });
    await waitFor(() => expect(screen.getAllByText('Nobody matches “nobody here”')).toHaveLength(2));
  });

  it('moves through both lists with the arrow keys', async () => {
    await renderRoute('/apps/chat');
    await listsShown();
    const first = screen.getByTestId('chat-item-12');
    expect(first).toHaveAttribute('tabindex', '0');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(screen.getByTestId('chat-item-4')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('contact-list').querySelector('li:last-child a'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(first).toHaveFocus();
  });

  it('the profile drawer saves a status (and the about text); the badge shows it', async () => {
    await renderRoute('/apps/chat');
    await listsShown();
    fireEvent.click(screen.getByRole('button', { name: 'Your profile and status (Online)' }));
    const drawer = await screen.findByTestId('profile-drawer');
    expect(within(drawer).getByText('John Doe')).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'Two-step verification' })).toBeChecked();
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Away' }));
    fireEvent.change(within(drawer).getByLabelText('About'), { target: { value: 'Back at 2 pm' } });
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Notifications' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile was saved.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Your profile and status (Away)' })).toBeInTheDocument(),
    );
    const stored = server().db.chatProfileUsers[0] as unknown as {
      status: string;
      about: string;
      settings: { isNotificationsOn: boolean };
    };
    expect(stored).toMatchObject({ status: 'away', about: 'Back at 2 pm', settings: { isNotificationsOn: true } });
  });

  it('an unknown contact in the URL says so, with the lists still there', async () => {
    await renderRoute('/apps/chat/999');
    await waitFor(() =>
      expect(screen.getByTestId('conversation-error')).toHaveTextContent('This contact does not exist.'),
    );
    await listsShown();
    await renderRoute('/apps/chat/abc');
    await waitFor(() =>
      expect(screen.getAllByTestId('conversation-error').at(-1)).toHaveTextContent('This contact does not exist.'),
    );
  });

  it('keeps the search in the URL while a conversation is opened and left', async () => {
    await renderRoute('/apps/chat?q=verla');
    await waitFor(() => expect(names('chat-list')).toEqual(['Verla Morgano']));
    expect(screen.getByLabelText('Search chats and contacts')).toHaveValue('verla');
    fireEvent.click(screen.getByTestId('chat-item-4'));
    await waitFor(() => expect(location()).toBe('/apps/chat/4?q=verla'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(location()).toBe('/apps/chat?q=verla'));
    expect(names('chat-list')).toEqual(['Verla Morgano']);
  });

  it('says when the lists or the conversation cannot be read, and Try again reads them', async () => {
    failing('GET', '/apps/chat/chats-and-contacts');
    failing('GET', '/apps/chat/get-chat');
    chatTiming.pollMs = 60_000;
    await renderRoute('/apps/chat/4');
    expect(await screen.findByText('The chats could not be loaded.')).toBeInTheDocument();
    const pane = await screen.findByTestId('conversation-error');
    expect(pane).toHaveTextContent('The conversation could not be loaded.');
    fireEvent.click(within(pane).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bubbles().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await listsShown();
  });

  it('asks nothing more when its route already asked as the URL opened (the shell’s prefetch)', async () => {
    chatTiming.pollMs = 60_000;
    await signIn('admin');
    const store = createTestStore();
    const [{ route }] = matchRoutes(routes, '/apps/chat/4')! as Array<{ route: RemoteRoute }>;
    for (const action of route.handle!.prefetch!({
      params: { contactId: '4' },
      search: new URLSearchParams('q=%20verla'),
    }))
      store.dispatch(action as never);
    const paths = asked();
    const expected = ['/apps/chat/chats-and-contacts?q=verla', '/apps/chat/get-chat?id=4'];
    await waitFor(() => expect([...paths].sort()).toEqual(expected));
    await renderRoute('/apps/chat/4?q=%20verla', { store });
    await waitFor(() => expect(names('chat-list')).toEqual(['Verla Morgano']));
    await waitFor(() => expect(bubbles().length).toBeGreaterThan(0));
    expect([...paths].sort()).toEqual(expected);
  });

  it('reads the open chat and the lists every few seconds while the tab is shown, and not while it is hidden', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let visibility: DocumentVisibilityState = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const show = (state: DocumentVisibilityState) => {
      visibility = state;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
    };
    try {
      await renderRoute('/apps/chat/4');
      await waitFor(() => expect(bubbles().length).toBeGreaterThan(0));
      const paths = asked();
      const reads = () => paths.filter((path) => /^\/apps\/chat\/(get-chat|chats-and-contacts)/.test(path)).length;
      await act(() => jest.advanceTimersByTimeAsync(chatTiming.pollMs * 4));
      expect(reads()).toBeGreaterThanOrEqual(4);

      show('hidden');
      // A read already on its way when the tab was hidden still lands.
      await act(() => jest.advanceTimersByTimeAsync(chatTiming.pollMs));
      const whileHidden = reads();
      await act(() => jest.advanceTimersByTimeAsync(chatTiming.pollMs * 10));
      expect(reads()).toBe(whileHidden);

      // Shown again: read at once, then every few seconds again.
      show('visible');
      await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(whileHidden + 2));
    } finally {
      jest.useRealTimers();
    }
  });
});
