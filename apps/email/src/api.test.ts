// The mail endpoints when a list read and a change cross: a list answer that left before the change was made does not
// show the change undone (heldEdits of the API slice), and its counters agree with the mails it shows.
import type { Email, EmailListResponse } from '@live-agent/contracts';
import { createAppStore } from '@live-agent/store';
import { attachApi } from '@live-agent/store/api';
import { answeredInTurn } from '@live-agent/store/testing';
import { settled } from '@live-agent/test-fixtures';
import { emailApi } from './api';

const mail = (id: number, changes: Partial<Email> = {}) =>
  ({ id, isRead: false, isStarred: false, labels: [], folder: 'inbox', ...changes }) as unknown as Email;

const inbox = (mails: Email[], unread: number): EmailListResponse => ({
  emails: mails,
  emailsMeta: { inbox: unread, draft: 0, spam: 0 },
});

async function inboxWithReadOnItsWay() {
  const server = answeredInTurn();
  const store = attachApi(createAppStore({ sagaContext: { api: server } }));
  const shown = () => emailApi.endpoints.emails.select({ folder: 'inbox' })(store.getState() as never).data;
  const list = store.dispatch(emailApi.endpoints.emails.initiate({ folder: 'inbox' }));
  server.next('/apps/email/emails').answer(inbox([mail(1), mail(2)], 2));
  await list;
  const read = store.dispatch(emailApi.endpoints.emails.initiate({ folder: 'inbox' }, { forceRefetch: true }));
  await settled();
  return { server, store, shown, list, read };
}

describe('a change and a list read on its way', () => {
  it('keeps a mail read and starred, with the counter it made, when a list read sent before answers after', async () => {
    const { server, store, shown, list, read } = await inboxWithReadOnItsWay();
    const change = store.dispatch(
      emailApi.endpoints.updateEmails.initiate({ ids: [1], changes: { isRead: true, isStarred: true } }),
    );
    await settled();
    expect(shown()?.emails[0]).toMatchObject({ id: 1, isRead: true, isStarred: true });
    expect(shown()?.emailsMeta.inbox).toBe(1);

    // The list as it was before the change.
    server.next('/apps/email/emails').answer(inbox([mail(1), mail(2)], 2));
    await read;
    expect(shown()?.emails[0]).toMatchObject({ id: 1, isRead: true, isStarred: true });
    expect(shown()?.emailsMeta.inbox).toBe(1);

    // The change is made; the refresh it starts answers with the mailbox as it now is, counted once.
    server.next('/apps/email/update-emails').answer(inbox([mail(1, { isRead: true, isStarred: true })], 1));
    await change;
    await settled();
    server.next('/apps/email/emails').answer(inbox([mail(1, { isRead: true, isStarred: true }), mail(2)], 1));
    await settled();
    expect(shown()?.emails[0]).toMatchObject({ id: 1, isRead: true, isStarred: true });
    expect(shown()?.emailsMeta.inbox).toBe(1);
    list.unsubscribe();
  });

  it('shows the label as it was once the server refuses the change, whatever the read on its way answers', async () => {
    const { server, store, shown, list, read } = await inboxWithReadOnItsWay();
    const change = store.dispatch(emailApi.endpoints.toggleLabel.initiate({ ids: [2], label: 'important' }));
    await settled();
    expect(shown()?.emails[1].labels).toEqual(['important']);
    server.next('/apps/email/update-emails-label').refuse();
    await change;
    expect(shown()?.emails[1].labels).toEqual([]);
    server.next('/apps/email/emails').answer(inbox([mail(1), mail(2)], 2));
    await read;
    expect(shown()?.emails[1].labels).toEqual([]);
    list.unsubscribe();
  });
});
