// The viewer's state area and sagas on hand-built contacts and a fake API: which conversation a selection
// shows, the page counter (2 on selection, +1 per older page), prepending without duplicates,
// late answers dropped, and the calls the sagas make.
import type { AxiosInstance } from 'axios';
import { createAppStore } from '@live-agent/store';
import type { Contact, ConversationRow, ConversationWithMessages, Message, MessagePage } from '@live-agent/contracts';
import {
  FIRST_OLDER_PAGE,
  initialViewerState,
  prependOlder,
  selectViewer,
  viewerActions,
  viewerReducer,
  viewerSlice,
  type ViewerState,
} from './chatReportViewer.slice';
import { viewerSaga } from './chatReportViewer.sagas';

const PER_PAGE = 20;

function messagesOf(conversationId: number, count: number): Message[] {
  return Array.from({ length: count }, (_, index) => ({
    id: conversationId * 1000 + index,
    conversationId,
    senderType: index % 2 ? 'agent' : 'customer',
    senderId: 1,
    senderName: index % 2 ? 'Agent' : 'Customer',
    isPrivate: false,
    content: `message ${index}`,
    createdAt: new Date(Date.UTC(2025, 0, 1, 9, index)).toISOString(),
  }));
}

/** As the server pages: page 1 = the newest PER_PAGE, each page chronological. */
function pageOf(all: Message[], page: number): MessagePage {
  const end = Math.max(0, all.length - (page - 1) * PER_PAGE);
  const start = Math.max(0, end - PER_PAGE);
  return { data: all.slice(start, end), page, perPage: PER_PAGE, total: all.length, hasMore: start > 0 };
}

function row(id: number, customerId: number, status: ConversationRow['status']): ConversationRow {
  return {
    id,
    customerId,
    customer: { id: customerId, name: `Customer ${customerId}`, email: `c${customerId}@example.com` },
    channel: 'web',
    departmentId: 1,
    queueId: 1,
    agentId: 1,
    agentName: 'Agent',
    status,
    categoryIds: [],
    commentId: null,
    closingNote: '',
    subject: 'Help',
    createdAt: '2025-01-01T09:00:00.000Z',
    queuedAt: null,
    assignedAt: null,
    firstResponseAt: null,
    closedAt: null,
    abandonedAt: null,
    lastMessageAt: '2025-01-01T10:00:00.000Z',
    transferCount: 0,
    rating: null,
    botHandled: false,
    handoffAt: null,
    handoffReason: null,
    waitSec: null,
    firstResponseSec: null,
    handleSec: null,
    resolutionSec: null,
    messageCount: 0,
  };
}

const ALL: Record<number, Message[]> = {
  11: messagesOf(11, 45),
  12: messagesOf(12, 30),
  13: messagesOf(13, 8),
  14: messagesOf(14, 25),
};

function withMessages(conversation: ConversationRow): ConversationWithMessages {
  const first = pageOf(ALL[conversation.id], 1);
  return {
    ...conversation,
    messageCount: ALL[conversation.id].length,
    messages: first.data,
    hasMoreMessages: first.hasMore,
  };
}

/** Customer 1: an active (#11, 45 messages) and a closed conversation (#12); customer 2: only a closed one (#13). */
const BOTH: Contact = {
  id: 1,
  fullName: 'Customer 1',
  email: 'c1@example.com',
  avatar: '',
  channel: 'web',
  lastActivityAt: null,
  last_conversation: withMessages(row(11, 1, 'open')),
  last_conversation_closed: withMessages(row(12, 1, 'closed')),
};
const CLOSED_ONLY: Contact = {
  id: 2,
  fullName: 'Customer 2',
  email: 'c2@example.com',
  avatar: '',
  channel: 'web',
  lastActivityAt: null,
  last_conversation: null,
  last_conversation_closed: withMessages(row(13, 2, 'closed')),
};

const reduce = (actions: { type: string }[], state: ViewerState = initialViewerState) =>
  actions.reduce(viewerReducer, state);
const ids = (state: ViewerState) => state.messages.map((message) => message.id);

describe('chatReportViewer reducer', () => {
  it('shows the active conversation, or else the last closed one, with page 1 and the counter at 2', () => {
    const both = reduce([viewerActions.selectContact(BOTH)]);
    expect(both.source).toBe('active');
    expect(both.conversation?.id).toBe(11);
    expect(ids(both)).toEqual(ALL[11].slice(25).map((message) => message.id));
    expect(both.page).toBe(FIRST_OLDER_PAGE);
    expect(both.hasMore).toBe(true);

    const closed = reduce([viewerActions.selectContact(CLOSED_ONLY)]);
    expect(closed.source).toBe('closed');
    expect(closed.conversation?.id).toBe(13);
    expect(closed.hasMore).toBe(false);
    // The conversation fields without the messages.
    expect(closed.conversation).not.toHaveProperty('messages');
  });

  it('prepends older pages in order, counts pages up and resets the counter on every new selection', () => {
    let state = reduce([viewerActions.selectContact(BOTH), viewerActions.loadOlder()]);
    expect(state.loadingOlder).toBe(true);
    // A second request while one is loading changes nothing.
    expect(viewerReducer(state, viewerActions.loadOlder())).toBe(state);
    state = reduce([viewerActions.olderLoaded({ conversationId: 11, page: 2, ...pick(pageOf(ALL[11], 2)) })], state);
    expect(state.page).toBe(3);
    expect(ids(state)).toEqual(ALL[11].slice(5).map((message) => message.id));
    state = reduce(
      [
        viewerActions.loadOlder(),
        viewerActions.olderLoaded({ conversationId: 11, page: 3, ...pick(pageOf(ALL[11], 3)) }),
      ],
      state,
    );
    expect(ids(state)).toEqual(ALL[11].map((message) => message.id));
    expect(state.hasMore).toBe(false);
    expect(state.page).toBe(4);
    // Nothing older: the reducer does not start another load.
    expect(reduce([viewerActions.loadOlder()], state).loadingOlder).toBe(false);

    const switched = reduce([viewerActions.showConversation('closed')], state);
    expect(switched.conversation?.id).toBe(12);
    expect(switched.page).toBe(FIRST_OLDER_PAGE);
    expect(ids(switched)).toEqual(ALL[12].slice(10).map((message) => message.id));
    const back = reduce([viewerActions.showConversation('active')], switched);
    expect(back.page).toBe(FIRST_OLDER_PAGE);
    expect(back.messages).toHaveLength(PER_PAGE);
    expect(reduce([viewerActions.selectContact(CLOSED_ONLY)], state).page).toBe(FIRST_OLDER_PAGE);
  });

  it('drops answers for another conversation or another page, and never repeats a message', () => {
    const loading = reduce([viewerActions.selectContact(BOTH), viewerActions.loadOlder()]);
    const page2 = pick(pageOf(ALL[11], 2));
    expect(reduce([viewerActions.olderLoaded({ conversationId: 12, page: 2, ...page2 })], loading)).toBe(loading);
    expect(reduce([viewerActions.olderLoaded({ conversationId: 11, page: 3, ...page2 })], loading)).toBe(loading);
    const older = ALL[11].slice(0, 3);
    expect(prependOlder(ALL[11].slice(2, 5), older).map((message) => message.id)).toEqual([
      11000, 11001, 11002, 11003, 11004,
    ]);
  });

  it('opens a row: loads its contact, shows the chosen conversation and offers the clicked conversation when it is another one', () => {
    const older = row(9, 1, 'closed');
    let state = reduce([viewerActions.openRow(older)]);
    expect(state).toMatchObject({ open: true, customerId: 1, contactStatus: 'loading', conversation: null });
    state = reduce([viewerActions.contactLoaded(BOTH)], state);
    expect(state.source).toBe('active');
    expect(state.row?.id).toBe(9);
    state = reduce([viewerActions.showConversation('row')], state);
    expect(state).toMatchObject({ source: 'row', threadStatus: 'loading', messages: [] });
    expect(state.conversation?.id).toBe(9);
    // The row's own conversation is one of the contact's two: no third choice.
    const same = reduce([viewerActions.openRow(row(12, 1, 'closed')), viewerActions.contactLoaded(BOTH)]);
    expect(same.row).toBeNull();
    // A contact for another row (a late answer) is ignored.
    expect(
      reduce([viewerActions.contactLoaded(CLOSED_ONLY)], reduce([viewerActions.openRow(older)])).contact,
    ).toBeNull();
  });
});

function pick(page: MessagePage) {
  return { data: page.data, hasMore: page.hasMore };
}

describe('chatReportViewer sagas', () => {
  function setup(contacts: Contact[] = [BOTH, CLOSED_ONLY]) {
    const calls: { url: string; params: Record<string, unknown> }[] = [];
    const pending: (() => void)[] = [];
    let hold = false;
    const get = jest.fn((url: string, config: { params: Record<string, unknown> }) => {
      calls.push({ url, params: config.params });
      const answer = () => {
        const messages = /\/conversations\/(\d+)\/messages$/.exec(url);
        if (messages) return pageOf(ALL[Number(messages[1])], Number(config.params.page));
        const q = String(config.params.q ?? '');
        return {
          data: contacts.filter((contact) => contact.email.includes(q) || contact.fullName.includes(q)),
          total: contacts.length,
        };
      };
      return new Promise((resolve) => {
        const reply = () => resolve({ data: answer() });
        if (hold) pending.push(reply);
        else reply();
      });
    });
    const store = createAppStore({ sagaContext: { api: { get } as unknown as AxiosInstance, apiBase: '' } });
    store.injectSlice(viewerSlice);
    store.injectSaga(viewerSlice.reducerPath, viewerSaga);
    const state = () => selectViewer(store.getState());
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return {
      store,
      calls,
      state,
      settle,
      hold: () => {
        hold = true;
      },
      release: async () => {
        hold = false;
        pending.splice(0).forEach((reply) => reply());
        await settle();
      },
    };
  }

  it('finds the row’s contact by e-mail, matched by id, and loads the clicked conversation’s page 1 when asked', async () => {
    const { store, calls, state, settle } = setup([{ ...CLOSED_ONLY, id: 7, email: 'xc1@example.com' }, BOTH]);
    store.dispatch(viewerActions.openRow(row(14, 1, 'closed')));
    await settle();
    expect(calls[0]).toEqual({ url: '/api/v1/contacts', params: { q: 'c1@example.com', perPage: 50 } });
    expect(state().contact?.id).toBe(1);
    expect(state().conversation?.id).toBe(11);
    store.dispatch(viewerActions.showConversation('row'));
    await settle();
    expect(calls[1]).toEqual({ url: '/api/v1/conversations/14/messages', params: { page: 1 } });
    expect(state()).toMatchObject({ threadStatus: 'ready', page: 2, hasMore: true });
    expect(ids(state())).toEqual(ALL[14].slice(5).map((message) => message.id));
  });

  it('asks for page 2, then 3, once each however often the reader scrolls, and starts again at 2 after a new selection', async () => {
    const { store, calls, state, settle, hold, release } = setup();
    store.dispatch(viewerActions.selectContact(BOTH));
    hold();
    store.dispatch(viewerActions.loadOlder());
    store.dispatch(viewerActions.loadOlder());
    store.dispatch(viewerActions.loadOlder());
    await settle();
    await release();
    store.dispatch(viewerActions.loadOlder());
    await settle();
    const pages = () =>
      calls
        .filter((call) => call.url.endsWith('/messages'))
        .map((call) => `${call.url.split('/')[4]}:${call.params.page}`);
    expect(pages()).toEqual(['11:2', '11:3']);
    expect(ids(state())).toEqual(ALL[11].map((message) => message.id));

    store.dispatch(viewerActions.showConversation('closed'));
    store.dispatch(viewerActions.loadOlder());
    await settle();
    expect(pages()).toEqual(['11:2', '11:3', '12:2']);
    expect(state().page).toBe(3);
  });

  it('drops an older page still loading when another contact is selected', async () => {
    const { store, state, settle, hold, release } = setup();
    store.dispatch(viewerActions.selectContact(BOTH));
    hold();
    store.dispatch(viewerActions.loadOlder());
    await settle();
    store.dispatch(viewerActions.selectContact(CLOSED_ONLY));
    await release();
    expect(state().conversation?.id).toBe(13);
    expect(ids(state())).toEqual(ALL[13].map((message) => message.id));
    expect(state().loadingOlder).toBe(false);
  });

  it('searches contacts after a pause in typing, keeping only the latest search', async () => {
    jest.useFakeTimers();
    try {
      const { store, calls, state } = setup();
      store.dispatch(viewerActions.searchContacts('c'));
      store.dispatch(viewerActions.searchContacts('c2'));
      await jest.advanceTimersByTimeAsync(300);
      expect(calls).toEqual([{ url: '/api/v1/contacts', params: { q: 'c2', perPage: 20 } }]);
      expect(state().search.results.map((contact) => contact.id)).toEqual([2]);
    } finally {
      jest.useRealTimers();
    }
  });
});
