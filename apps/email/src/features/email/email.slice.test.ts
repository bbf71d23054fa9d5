// The email slice as pure functions, and its sagas against the real Mirage routes.
import type { Email } from '@live-agent/contracts';
import { createTestStore, setupScreenTest } from '../../test/render';
import { signIn, withFeature } from '@live-agent/ui-kit/testing';
import { emailFeedback } from '../../feedback';
import { emailFeature } from './email.feature';
import { createEmailSaga } from './email.sagas';
import { emailActions as a, emailSlice, initialEmailState } from './email.slice';
import { DEFAULT_PARAMS } from './email.types';
import { until as waitUntil } from '@live-agent/test-fixtures';

const reduce = emailSlice.reducer;
/** until, naming the step that timed out. */
const until = (condition: () => boolean, step?: string) => waitUntil(condition, { what: step });
const mail = (id: number, patch: Partial<Email> = {}): Email => ({
  id,
  from: { name: 'A', email: 'a@x.test', avatar: '' },
  to: [],
  cc: [],
  bcc: [],
  subject: `Mail ${id}`,
  message: '',
  attachments: [],
  isStarred: false,
  isRead: false,
  labels: [],
  time: '2026-03-10T09:00:00.000Z',
  folder: 'inbox',
  replies: [],
  ...patch,
});
const loaded = reduce(
  reduce(initialEmailState, a.fetchEmails(DEFAULT_PARAMS)),
  a.emailsLoaded({
    emails: [mail(1), mail(2, { isRead: true }), mail(3, { folder: 'inbox' })],
    emailsMeta: { inbox: 2, draft: 1, spam: 0 },
  }),
);

describe('email slice', () => {
  it('toggles, selects all and resets the selection', () => {
    let state = reduce(loaded, a.toggleSelected(2));
    expect(state.selectedIds).toEqual([2]);
    state = reduce(state, a.toggleSelected(2));
    expect(state.selectedIds).toEqual([]);
    state = reduce(state, a.selectAll(true));
    expect(state.selectedIds).toEqual([1, 2, 3]);
    expect(reduce(state, a.resetSelection()).selectedIds).toEqual([]);
  });

  it('keeps the selection over a reload of the same list (dropping ids that left) and resets it for another view', () => {
    let state = reduce(loaded, a.setSelection([1, 3]));
    state = reduce(state, a.fetchEmails(DEFAULT_PARAMS));
    state = reduce(state, a.emailsLoaded({ emails: [mail(1), mail(2)], emailsMeta: loaded.emailsMeta }));
    expect(state.selectedIds).toEqual([1]);
    expect(reduce(state, a.fetchEmails({ ...DEFAULT_PARAMS, folder: 'sent' })).selectedIds).toEqual([]);
    expect(reduce(state, a.fetchEmails({ ...DEFAULT_PARAMS, q: 'x' })).selectedIds).toEqual([]);
  });

  it('applies updates at once, counters included (read drops the inbox counter, a moved draft the draft counter)', () => {
    let state = reduce(loaded, a.updateEmails({ ids: [1], changes: { isRead: true } }));
    expect(state.emails[0].isRead).toBe(true);
    expect(state.emailsMeta.inbox).toBe(1);
    state = reduce(state, a.updateEmails({ ids: [3], changes: { folder: 'spam' } }));
    expect(state.emailsMeta).toEqual({ inbox: 0, draft: 1, spam: 1 });
  });

  it('updates the open mail too, and keeps its previous/next flags', () => {
    let state = reduce(loaded, a.mailLoaded({ mail: { ...mail(1), hasPreviousMail: false, hasNextMail: true } }));
    state = reduce(state, a.updateEmails({ ids: [1], changes: { isStarred: true } }));
    expect(state.currentMail).toMatchObject({ isStarred: true, hasNextMail: true });
    state = reduce(state, a.toggleLabel({ ids: [1], label: 'company' }));
    expect(state.currentMail?.labels).toEqual(['company']);
    expect(state.emails[0].labels).toEqual(['company']);
    expect(reduce(state, a.edgeReached('next')).currentMail?.hasNextMail).toBe(false);
  });

  it('opens the composer with a fresh session and keeps the saved draft id', () => {
    let state = reduce(
      loaded,
      a.openComposer({
        mode: 'new',
        draft: { to: [], cc: [], bcc: [], subject: 'Hi', body: '', quoted: '', attachments: [], forwarded: null },
      }),
    );
    expect(state.composer).toMatchObject({ open: true, session: 1, mode: 'new', draftId: null });
    state = reduce(state, a.saveDraft({ to: [], cc: [], bcc: [], subject: 'Hi', message: '' }));
    expect(state.composer.busy).toBe('saving');
    state = reduce(state, a.draftSaved({ id: 40, emailsMeta: { inbox: 2, draft: 2, spam: 0 } }));
    expect(state.composer).toMatchObject({ busy: null, draftId: 40 });
    expect(state.emailsMeta.draft).toBe(2);
    expect(reduce(state, a.composerFailed({ to: ['x'] })).composer.errors).toEqual({ to: ['x'] });
    expect(reduce(state, a.closeComposer()).composer.open).toBe(false);
  });

  it('closes the composer on Send and, taken back, opens it again with exactly what it held', () => {
    const draft = {
      to: [{ name: 'Maria', email: 'maria@acme.test' }],
      cc: [{ name: '', email: 'lukas@acme.test' }],
      bcc: [],
      subject: 'Rota',
      body: 'Here',
      quoted: '<p>Earlier</p>',
      attachments: [],
      forwarded: null,
    };
    let state = reduce(loaded, a.openComposer({ mode: 'reply', draft }));
    const session = state.composer.session;
    const input = { to: draft.to, cc: draft.cc, bcc: [], subject: 'Rota', message: '<p>Here</p>', draftId: 40 };
    state = reduce(state, a.sendEmail({ input, draft, mode: 'reply', session }));
    expect(state.composer.open).toBe(false);
    expect(Object.keys(state.pendingSends)).toEqual([String(session)]);
    state = reduce(state, a.sendTakenBack({ session }));
    expect(state.composer).toMatchObject({
      open: true,
      mode: 'reply',
      draftId: 40,
      initial: { ...draft, draftId: 40 },
    });
    expect(state.composer.session).toBeGreaterThan(session);
    expect(state.pendingSends).toEqual({});
  });
});

describe('email sagas against Mirage', () => {
  const server = setupScreenTest({ now: new Date('2026-03-10T09:00:00.000Z') });

  it('loads, opens (marking read), pages, updates and sends', async () => {
    await signIn('admin');
    const { store, state } = withFeature(createTestStore(), {
      ...emailFeature,
      saga: createEmailSaga(emailFeedback, { sendDelayMs: 0 }),
    });
    store.dispatch(a.fetchEmails(DEFAULT_PARAMS));
    await until(() => state().status === 'ready');
    expect(state().emails).toHaveLength(14);
    expect(state().emailsMeta).toEqual({ inbox: 7, draft: 2, spam: 2 });

    const first = state().emails[0];
    store.dispatch(a.openMail({ id: first.id, params: DEFAULT_PARAMS }));
    await until(() => state().currentMail?.id === first.id);
    expect(state().currentMail).toMatchObject({ hasPreviousMail: false, hasNextMail: true });
    await until(() => state().emailsMeta.inbox === 6);
    await until(() => (server().db.emails.find(first.id) as unknown as Email).isRead);

    store.dispatch(a.paginate({ id: first.id, dir: 'next', params: DEFAULT_PARAMS }));
    await until(() => state().currentMail?.id === state().emails[1].id);
    expect(state().followMail).toBe(state().emails[1].id);
    store.dispatch(a.paginate({ id: state().emails[1].id, dir: 'previous', params: DEFAULT_PARAMS }));
    await until(() => state().currentMail?.id === first.id);
    store.dispatch(a.paginate({ id: first.id, dir: 'previous', params: DEFAULT_PARAMS }));
    await until(() => state().mailStatus === 'ready' && state().currentMail?.hasPreviousMail === false);

    store.dispatch(a.updateEmails({ ids: [first.id], changes: { folder: 'trash' } }));
    await until(() => state().status === 'ready' && !state().emails.some((item) => item.id === first.id));

    const draft = { to: [], cc: [], bcc: [], subject: 'x', body: 'Hi', quoted: '', attachments: [], forwarded: null };
    store.dispatch(a.openComposer({ mode: 'new', draft }));
    const input = { to: [], cc: [], bcc: [], subject: 'x', message: '<p>Hi</p>' };
    store.dispatch(a.sendEmail({ input, draft, mode: 'new', session: state().composer.session }));
    // Refused by the server: the composer opens again with the mail as written and the server's words.
    await until(() => state().composer.open && !!state().composer.errors.to);
    expect(state().composer.errors.to).toEqual(['Add at least one recipient.']);
    expect(state().composer.initial).toMatchObject(draft);
    const to = [{ name: '', email: 'a@b.test' }];
    store.dispatch(
      a.sendEmail({ input: { ...input, to }, draft: { ...draft, to }, mode: 'new', session: state().composer.session }),
    );
    await until(() => Object.keys(state().pendingSends).length === 0);
    expect(state().composer.open).toBe(false);

    store.dispatch(a.openMail({ id: 999, params: DEFAULT_PARAMS }));
    await until(() => state().mailError === 'notFound');
  });
});
