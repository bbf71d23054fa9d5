// The chat thread: a separator per day, a sender's consecutive messages grouped, sides, marks, and older
// messages asked for (button or scroll to the top) and prepended without moving what the reader sees.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../testing';
import { MessageThread, type MessageThreadProps } from './MessageThread';
import type { ThreadMessage } from './message.types';
import { scrollTopKeepingPlace, threadItems } from './thread';

const message = (id: number, time: string, fields: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  text: `Message ${id}`,
  time,
  side: 'other',
  senderId: 'ana',
  senderName: 'Ana Lima',
  ...fields,
});

// Midday UTC, so each stays on its calendar day in any time zone the tests run in.
const DAY_ONE = [
  message(1, '2025-01-15T12:00:00Z'),
  message(2, '2025-01-15T12:02:00Z'),
  message(3, '2025-01-15T12:03:00Z', { side: 'self', senderId: 'me', senderName: 'Bo Chen' }),
  message(4, '2025-01-15T12:30:00Z', { side: 'self', senderId: 'me', senderName: 'Bo Chen' }),
  message(5, '2025-01-15T12:31:00Z', { side: 'system', senderId: null, senderName: undefined, text: 'Transferred' }),
];
const DAY_TWO = [message(6, '2025-01-16T12:00:00Z'), message(7, '2025-01-16T12:01:00Z')];

describe('threadItems', () => {
  it('puts a separator before the first message of each day', () => {
    const items = threadItems([...DAY_ONE, ...DAY_TWO], 5 * 60_000);
    expect(items.map((item) => (item.kind === 'day' ? 'day' : item.message.id))).toEqual([
      'day',
      1,
      2,
      3,
      4,
      5,
      'day',
      6,
      7,
    ]);
  });

  it('continues a group only for the same sender, on the same side and day, within the window', () => {
    const continued = threadItems([...DAY_ONE, ...DAY_TWO], 5 * 60_000).flatMap((item) =>
      item.kind === 'message' && item.continued ? [item.message.id] : [],
    );
    // 2 follows 1 (same sender, 2 min); 3 is another sender; 4 is 27 min after 3; 5 is a notice; 6 opens a day.
    expect(continued).toEqual([2, 7]);
  });

  it('groups nothing when the window is 0', () => {
    expect(threadItems(DAY_ONE, 0).some((item) => item.kind === 'message' && item.continued)).toBe(false);
  });

  it('keeps the distance from the bottom when content is added above', () => {
    // 20 messages of 50 px, read from the top (scrollTop 0): 1,000 px from the bottom; 20 more prepended.
    expect(scrollTopKeepingPlace(2000, 1000)).toBe(1000);
    expect(scrollTopKeepingPlace(500, 1000)).toBe(0);
  });
});

describe('MessageThread', () => {
  beforeAll(async () => {
    await initTestI18n();
  });

  const shownIds = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-message-id]')).map((node) =>
      Number(node.dataset.messageId),
    );
  const byId = (id: number) => document.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;
  /** jsdom lays nothing out: the thread, each message 50 px tall, keeps the scroll position it is given. */
  const laidOutThread = () => {
    const thread = screen.getByTestId('chat-thread');
    let top = 0;
    Object.defineProperty(thread, 'scrollHeight', { configurable: true, get: () => shownIds().length * 50 });
    Object.defineProperty(thread, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => {
        top = value;
      },
    });
    return thread;
  };

  function renderThread(props: Partial<MessageThreadProps> = {}) {
    const all: MessageThreadProps = { messages: [...DAY_ONE, ...DAY_TWO], label: 'Messages with Ana', ...props };
    const result = render(<MessageThread {...all} />);
    return {
      ...result,
      rerenderWith: (next: Partial<MessageThreadProps>) => result.rerender(<MessageThread {...all} {...next} />),
    };
  }

  it('shows the days, the sides and each group’s sender once', () => {
    renderThread({
      renderMarks: (shown) => (shown.side === 'self' ? <span>agent</span> : null),
      footer: <span>Ana is typing…</span>,
    });
    expect(screen.getByRole('region', { name: 'Messages with Ana' })).toBeInTheDocument();
    expect(screen.getAllByTestId('chat-day')).toHaveLength(2);
    expect(shownIds()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(byId(1).className).toContain('la-chat-left');
    expect(byId(3).className).toContain('la-chat-right');
    expect(byId(5).dataset.sender).toBe('system');
    // Ana's first message shows her name and avatar; the one two minutes later neither.
    expect(within(byId(1)).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(byId(1)).getByText('AL')).toBeInTheDocument();
    expect(within(byId(2)).queryByText('Ana Lima')).toBeNull();
    expect(within(byId(2)).queryByText('AL')).toBeNull();
    expect(byId(2).className).toContain('la-chat-continued');
    // Marks for every message of a group, and the typing slot under the newest one.
    expect(within(byId(3)).getByText('agent')).toBeInTheDocument();
    expect(within(byId(4)).getByText('agent')).toBeInTheDocument();
    expect(screen.getByText('Ana is typing…')).toBeInTheDocument();
    expect(screen.getByTestId('chat-beginning')).toHaveTextContent('Beginning of the conversation');
  });

  it('marks private notes and shows each message in full when grouping is off', () => {
    renderThread({
      groupWithinMinutes: 0,
      messages: [DAY_ONE[0], { ...DAY_ONE[1], tone: 'private', senderKind: 'agent' }],
    });
    expect(within(byId(2)).getByText('Ana Lima')).toBeInTheDocument();
    expect(byId(2).dataset.private).toBe('true');
    expect(byId(2).dataset.sender).toBe('agent');
    expect(byId(1).dataset.sender).toBe('other');
  });

  it('asks for older messages from the button or at the top, and keeps the reader’s place when they arrive', () => {
    const onLoadOlder = jest.fn();
    const { rerenderWith } = renderThread({ messages: DAY_TWO, hasMore: true, onLoadOlder });
    const thread = laidOutThread();

    fireEvent.click(screen.getByRole('button', { name: /Load older messages/ }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
    rerenderWith({ messages: DAY_TWO, hasMore: true, onLoadOlder, loadingOlder: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading older messages…');
    // While a page loads, scrolling does not ask again.
    fireEvent.scroll(thread);
    expect(onLoadOlder).toHaveBeenCalledTimes(1);

    act(() => rerenderWith({ messages: [...DAY_ONE, ...DAY_TWO], hasMore: true, onLoadOlder }));
    // Two messages (100 px) were in view from the top; five older ones (250 px) now sit above them.
    expect(thread.scrollTop).toBe(250);

    thread.scrollTop = 0;
    fireEvent.scroll(thread);
    expect(onLoadOlder).toHaveBeenCalledTimes(2);
    act(() =>
      rerenderWith({ messages: [...DAY_ONE, ...DAY_TWO], hasMore: false, onLoadOlder, olderError: ['Timed out.'] }),
    );
    expect(screen.getByText('Older messages could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Timed out.')).toBeInTheDocument();
  });

  it('follows a new message while the reader is at the bottom, and stays put when they scrolled up', () => {
    const { rerenderWith } = renderThread({ messages: DAY_ONE });
    const thread = laidOutThread();

    thread.scrollTop = 250;
    fireEvent.scroll(thread);
    act(() => rerenderWith({ messages: [...DAY_ONE, DAY_TWO[0]] }));
    expect(thread.scrollTop).toBe(300);

    thread.scrollTop = 100;
    fireEvent.scroll(thread);
    act(() => rerenderWith({ messages: [...DAY_ONE, ...DAY_TWO] }));
    expect(thread.scrollTop).toBe(100);
  });

  it('speaks the reader’s language', async () => {
    await act(async () => {
      await initTestI18n('de');
    });
    try {
      renderThread({ messages: [], hasMore: true });
      expect(screen.getByRole('button', { name: /Ältere Nachrichten laden/ })).toBeInTheDocument();
      expect(screen.getByText('Keine Nachrichten.')).toBeInTheDocument();
    } finally {
      await act(async () => {
        await initTestI18n('en');
      });
    }
  });
});
