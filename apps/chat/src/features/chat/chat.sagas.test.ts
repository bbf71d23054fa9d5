// The chat's sagas against the real Mirage routes (the harness's store, the feature injected), and against a
// failing client in saga context: failures are marked and said, never silent.
import type { AxiosInstance } from 'axios';
import { createAppStore } from '@live-agent/store';
import { withFeature } from '@live-agent/ui-kit/testing';
import { toast } from '@live-agent/ui-kit';
import { createTestStore, setupScreenTest } from '../../test/render';
import { chatFeature } from './chat.feature';
import { chatActions } from './chat.slice';
import { until } from '@live-agent/test-fixtures';

setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

async function signedInFeature() {
  const { signIn } = await import('@live-agent/ui-kit/testing');
  await signIn('admin');
  return withFeature(createTestStore(), chatFeature);
}

describe('chat sagas against Mirage', () => {
  it('loads the lists, opens a chat (unread cleared) and searches (the latest search wins)', async () => {
    const { store, state } = await signedInFeature();
    store.dispatch(chatActions.fetchList({ q: '' }));
    await until(() => state().status === 'ready');
    expect(state().chats.map((entry) => entry.id)).toEqual([12, 4, 6, 1, 13, 8]);
    expect(state().total).toBe(15);
    expect(state().userProfile?.id).toBe(11);

    store.dispatch(chatActions.selectChat(12));
    await until(() => state().selectedStatus === 'ready');
    expect(state().selectedUser?.contact.fullName).toBe('Harriet Okafor');
    expect(state().selectedUser?.chat?.unseenMsgs).toBe(0);

    store.dispatch(chatActions.fetchList({ q: 'zzz' }));
    store.dispatch(chatActions.fetchList({ q: 'verla' }));
    await until(() => state().status === 'ready');
    expect(state().chats.map((entry) => entry.fullName)).toEqual(['Verla Morgano']);
    expect(state().params.q).toBe('verla');
  });

  it('sends a message to a contact without a chat: the chat is created, the outbox emptied; refresh reads the reply later', async () => {
    const { store, state } = await signedInFeature();
    store.dispatch(chatActions.fetchList({ q: '' }));
    await until(() => state().status === 'ready');
    store.dispatch(chatActions.selectChat(7));
    await until(() => state().selectedStatus === 'ready');
    expect(state().browserType).toBe('contact');
    store.dispatch(chatActions.sendMessage({ contactId: 7, message: 'Hi Miguel' }));
    expect(state().outbox).toHaveLength(1);
    await until(() => state().outbox.length === 0);
    expect(state().selectedUser?.chat?.chat.map((message) => message.message)).toEqual(['Hi Miguel']);
    expect(state().chats[0].id).toBe(7);
    expect(state().browserType).toBe('chat');
  });

  it('saves the profile', async () => {
    const { store, state } = await signedInFeature();
    store.dispatch(chatActions.saveProfile({ status: 'busy', about: 'On a call' }));
    await until(() => state().profileSaves === 1);
    expect(state().userProfile).toMatchObject({ status: 'busy', about: 'On a call' });
  });
});

describe('chat sagas with a failing client', () => {
  const failing = {
    get: () => Promise.reject(new Error('offline')),
    post: () => Promise.reject(new Error('offline')),
  } as unknown as AxiosInstance;

  it('marks the list, the chat and a message as failed and says so, keeping the message text', async () => {
    const errors = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { store, state } = withFeature(createAppStore({ sagaContext: { api: failing, apiBase: '' } }), chatFeature);
    store.dispatch(chatActions.fetchList({ q: '' }));
    await until(() => state().status === 'error');
    store.dispatch(chatActions.selectChat(4));
    await until(() => state().selectedStatus === 'error');
    expect(state().selectedMissing).toBe(false);
    store.dispatch(chatActions.sendMessage({ contactId: 4, message: 'Hello' }));
    await until(() => state().outbox[0]?.state === 'failed');
    expect(state().outbox[0].message).toBe('Hello');
    expect(errors).toHaveBeenCalledTimes(3);
    errors.mockRestore();
  });
});
