// The conversation viewer with real antd against the real Mirage routes: a picked contact shows its active
// conversation or else its last closed one; scrolling to the top of the thread asks for page 2,
// then 3, and prepends them in order; the counter starts again at 2 for the next conversation; German labels.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact, ConversationRow, ListPage } from '@live-agent/contracts';
import { initTestI18n, renderRoute, setupScreenTest, apiGet, presetDays } from '../../test/render';
import { silenceActWarnings } from '../../test/render';

jest.setTimeout(60_000);
// History ending on a weekday afternoon, not at the real clock: at night or on a weekend the seeded history may hold
// no contact with both an active and a closed conversation, which the tests below need.
const server = setupScreenTest({ conversations: { endsAt: Date.UTC(2026, 10, 25, 15) } });

silenceActWarnings();

const PATH = '/live-agent/chat-report';
const ACTIVE_STATUS: Record<string, string> = {
  bot: 'With the bot',
  queued: 'Queued',
  open: 'Open',
  on_hold: 'On hold',
};

async function api<T>(path: string, params: Record<string, string | number>): Promise<T> {
  return apiGet<T>(path, params);
}

/** The message requests the app makes, as "conversationId:page". */
function recordMessageRequests() {
  const pages: string[] = [];
  server().pretender.handledRequest = (_verb, _path, request) => {
    const match = /\/conversations\/(\d+)\/messages\?(.*)$/.exec((request as unknown as { url: string }).url);
    if (match) pages.push(`${match[1]}:${new URLSearchParams(match[2]).get('page')}`);
  };
  return pages;
}

const shownIds = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-testid="chat-thread"] [data-message-id]')).map((node) =>
    Number(node.dataset.messageId),
  );
const shownConversation = () => Number(screen.getByTestId('viewer-conversation').getAttribute('data-conversation-id'));

/** Types the contact's e-mail into the contact picker (its label in the page's language) and picks what it finds. */
async function chooseContact(contact: Contact, label = 'Pick a contact') {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector') ?? input);
  fireEvent.change(input, { target: { value: contact.email } });
  const option = await waitFor(
    () => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((item) =>
        item.textContent?.includes(contact.email),
      );
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 8000 },
  );
  fireEvent.click(option);
}

async function pickContact(contact: Contact) {
  await chooseContact(contact);
  await waitFor(() => expect(screen.getByTestId('viewer-contact-name')).toHaveTextContent(contact.fullName));
}

/** Opens the viewer from a table row and shows exactly that row's conversation. */
async function openRow(id: number) {
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-table-tbody > tr[data-row-key="${id}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(row.querySelectorAll('td')[2]);
  await screen.findByTestId('viewer-conversation', undefined, { timeout: 8000 });
  if (shownConversation() !== id)
    fireEvent.click(within(screen.getByTestId('viewer-switch')).getByText(`Selected row #${id}`));
  await waitFor(() => expect(shownConversation()).toBe(id));
  await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
}

function expectInOrderWithoutRepeats(ids: number[]) {
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);
}

describe('Conversation viewer', () => {
  it('shows a picked contact’s active conversation, or else its last closed one, with a switch between them', async () => {
    // The picker does not need the table: a narrow view keeps the page light.
    await renderRoute(`${PATH}?range=today&perPage=10`);
    const contacts = (await api<{ data: Contact[] }>('/contacts', { perPage: 40 })).data;
    const both = contacts.find((contact) => contact.last_conversation && contact.last_conversation_closed)!;
    const closedOnly = contacts.find((contact) => !contact.last_conversation && contact.last_conversation_closed)!;
    expect(both).toBeDefined();
    expect(closedOnly).toBeDefined();

    await pickContact(both);
    const active = both.last_conversation!;
    await waitFor(() => expect(shownConversation()).toBe(active.id));
    expect(shownIds()).toEqual(active.messages.map((message) => message.id));
    const summary = screen.getByTestId('conversation-summary');
    expect(summary).toHaveTextContent(active.subject);
    expect(summary.querySelector(`[data-status="${active.status}"]`)).toHaveTextContent(ACTIVE_STATUS[active.status]);

    fireEvent.click(
      within(screen.getByTestId('viewer-switch')).getByText(`Last closed #${both.last_conversation_closed!.id}`),
    );
    await waitFor(() => expect(shownConversation()).toBe(both.last_conversation_closed!.id));
    expect(shownIds()).toEqual(both.last_conversation_closed!.messages.map((message) => message.id));

    await pickContact(closedOnly);
    await waitFor(() => expect(shownConversation()).toBe(closedOnly.last_conversation_closed!.id));
    expect(shownIds()).toEqual(closedOnly.last_conversation_closed!.messages.map((message) => message.id));
    expect(screen.queryByTestId('viewer-switch')).toBeNull();
  });

  it('loads older messages when the thread is scrolled to the top: page 2, then 3, prepended in order; 2 again for the next one', async () => {
    // The longest conversations of the last year: the last 28 days alone may hold none over 40 messages, some days.
    const { from, to } = presetDays(server(), 'lastYear');
    const requests = recordMessageRequests();
    await renderRoute(`${PATH}?range=lastYear&sort=-messageCount&perPage=10`);
    const [first, second] = (
      await api<ListPage<ConversationRow>>('/conversations', { from, to, sort: '-messageCount', perPage: 2 })
    ).data;
    // More than two pages of 20.
    expect(first.messageCount).toBeGreaterThan(40);
    expect(second.messageCount).toBeGreaterThan(20);

    await openRow(first.id);
    const pageOne = shownIds();
    expect(pageOne).toHaveLength(20);
    expect(screen.queryByTestId('chat-beginning')).toBeNull();
    const thread = screen.getByTestId('chat-thread');
    // jsdom lays nothing out: give each message 50 px so the kept scroll position can be checked.
    let scrollTop = 0;
    Object.defineProperty(thread, 'scrollHeight', { configurable: true, get: () => shownIds().length * 50 });
    Object.defineProperty(thread, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    });

    fireEvent.scroll(thread, { target: { scrollTop: 0 } });
    await waitFor(() => expect(shownIds()).toHaveLength(40));
    // The message that was at the top is still at the top of the view: 20 older ones (1,000 px) above it.
    expect(scrollTop).toBe(1000);
    expect(requests.filter((request) => request.startsWith(`${first.id}:`) && request !== `${first.id}:1`)).toEqual([
      `${first.id}:2`,
    ]);
    expect(shownIds()[0]).toBeLessThan(pageOne[0]);
    expect(shownIds().slice(20)).toEqual(pageOne);
    expectInOrderWithoutRepeats(shownIds());

    fireEvent.scroll(thread, { target: { scrollTop: 0 } });
    await waitFor(() => expect(shownIds()).toHaveLength(first.messageCount));
    expect(scrollTop).toBe((first.messageCount - 40) * 50);
    expect(requests.filter((request) => request.startsWith(`${first.id}:`) && request !== `${first.id}:1`)).toEqual([
      `${first.id}:2`,
      `${first.id}:3`,
    ]);
    expectInOrderWithoutRepeats(shownIds());
    expect(screen.getByTestId('chat-beginning')).toHaveTextContent('Beginning of the conversation');
    expect(within(thread).queryByRole('button', { name: /Load older messages/ })).toBeNull();
    // Who said what: the customer opens on the left, system notices in the middle, the internal note marked.
    const opening = thread.querySelector<HTMLElement>(`[data-message-id="${shownIds()[0]}"]`)!;
    expect(opening.dataset.sender).toBe('customer');
    expect(opening.className).toContain('la-chat-left');
    expect(thread.querySelector('[data-sender="system"]')).not.toBeNull();
    const note = thread.querySelector<HTMLElement>('[data-private="true"]')!;
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(note.dataset.sender).toBe('agent');

    // Another conversation: its counter starts again at 2 (the button does what scrolling does).
    fireEvent.click(screen.getByRole('button', { name: 'Close the conversation viewer' }));
    await openRow(second.id);
    await waitFor(() => expect(shownIds()).toHaveLength(20));
    fireEvent.click(within(screen.getByTestId('chat-thread')).getByRole('button', { name: /Load older messages/ }));
    await waitFor(() => expect(shownIds()).toHaveLength(Math.min(40, second.messageCount)));
    expect(requests.filter((request) => request.startsWith(`${second.id}:`) && request !== `${second.id}:1`)).toEqual([
      `${second.id}:2`,
    ]);
  });

  it('speaks German', async () => {
    await initTestI18n('de');
    try {
      await renderRoute(`${PATH}?range=today&perPage=10`);
      const contacts = (await api<{ data: Contact[] }>('/contacts', { perPage: 40 })).data;
      const short = contacts.find(
        (contact) =>
          !contact.last_conversation &&
          contact.last_conversation_closed &&
          !contact.last_conversation_closed.hasMoreMessages,
      )!;
      await chooseContact(short, 'Kontakt wählen');
      expect(await screen.findByText(`Unterhaltung #${short.last_conversation_closed!.id}`)).toBeInTheDocument();
      expect(screen.getByTestId('chat-beginning')).toHaveTextContent('Beginn der Unterhaltung');
      expect(
        within(document.querySelector<HTMLElement>('.la-chat-report-table thead')!).getByRole('columnheader', {
          name: /^Wartezeit/,
        }),
      ).toBeInTheDocument();
    } finally {
      await act(async () => {
        await initTestI18n('en');
      });
    }
  });
});
