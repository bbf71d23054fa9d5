import { useCallback, useEffect, useMemo, useRef, useState, useEffectEvent } from 'react';
import { Drawer } from 'antd';
import type { InputRef } from 'antd';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeApiError, keptDraft, reportApiError, selectAuthUser } from '@live-agent/auth';
import { isNotFound, type Email, type EmailDraftInput, type EmailFolder } from '@live-agent/contracts';
import { queryView, skipToken } from '@live-agent/store/api';
import {
  NotFoundPage,
  SidePanel,
  toast,
  useFormat,
  useUrlState,
  ScreenHeading,
  useSearchBox,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import {
  useEmailQuery,
  useEmailsQuery,
  useLazyNeighbourQuery,
  useSaveDraftMutation,
  useSendEmailMutation,
} from '../../api';
import { COMPOSE_DRAFT_KEY, Composer } from './components/Composer';
import { EmailList } from './components/EmailList';
import { EmailReader } from './components/EmailReader';
import { EmailSidebar } from './components/EmailSidebar';
import type { MailActionHandlers } from './components/MailActions';
import { ShortcutsHelp } from './components/ShortcutsHelp';
import { draftFor, EMPTY_DRAFT, type QuoteText } from './email.format';
import { EMAIL_SEARCH, listPath, listQuery, mailPath, mailRouteOf } from './email.paths';
import type { ComposeDraft, ComposeMode, ComposerState } from './email.types';
import { useEmailShortcuts } from './useEmailShortcuts';
import { emailTiming, offerUndo, refused, useMailWrites } from './useMailWrites';
import './email.css';

const EMPTY_META = { inbox: 0, draft: 0, spam: 0 };

const closedComposer: ComposerState = {
  open: false,
  minimised: false,
  session: 0,
  initial: EMPTY_DRAFT,
  mode: 'new',
  draftId: null,
  errors: {},
};

function EmailPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const format = useFormat();
  const route = useParams();
  const [{ q }, setUrlState, searchParams] = useUrlState(EMAIL_SEARCH);

  // /apps/email/:folder/:id and /apps/email/label/:label/:id; a bad segment is a 404 page, not a guess.
  const { label, folder, mailId, unknown } = mailRouteOf(route);
  const list = useMemo(() => listQuery({ folder: folder ?? 'inbox', label, q }), [folder, label, q]);
  const user = useSelector(selectAuthUser);

  // The list (asked for already by the shell as the URL opened: the route's prefetch), and the open mail.
  const mails = queryView(useEmailsQuery(unknown ? skipToken : list), describeApiError);
  const emails = mails.data?.emails ?? [];
  const meta = mails.data?.emailsMeta ?? EMPTY_META;
  const mailResult = useEmailQuery(unknown || mailId === null ? skipToken : { ...list, id: mailId });
  // The slice keeps the last answer while another mail's loads: only this mail shows.
  const currentMail = mailResult.data?.id === mailId ? mailResult.data : null;
  const mailError = currentMail || !mailResult.isError ? null : isNotFound(mailResult.error) ? 'notFound' : 'failed';
  const [findNeighbour, neighbour] = useLazyNeighbourQuery();
  const paging = useRef(false);
  // The reader's mail: the address's, once committed; until then the neighbour paging went to.
  const readerMail = useRef(mailId);
  useEffect(() => {
    readerMail.current = mailId;
  }, [mailId]);
  const writes = useMailWrites();
  const [sendMail] = useSendEmailMutation();
  const [saveDraft, { isLoading: saving }] = useSaveDraftMutation();

  // The selection survives a reload of the same list (ids no longer listed drop out) and resets when the folder,
  // label or search changes.
  const viewKey = JSON.stringify(list);
  const [selection, setSelection] = useState({ view: viewKey, ids: [] as number[] });
  const selectedIds =
    selection.view === viewKey ? selection.ids.filter((id) => emails.some((mail) => mail.id === id)) : [];
  const select = (ids: number[]) => setSelection({ view: viewKey, ids });
  const [composer, setComposer] = useState(closedComposer);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<InputRef>(null);

  // An unread mail opened is read, once per opening: marked unread again while open, or refused, it stays so.
  const markedRead = useRef<number | null>(null);
  const markRead = useEffectEvent((mail: Email | null) => {
    if ((mail?.id ?? null) === markedRead.current) return;
    markedRead.current = mail?.id ?? null;
    if (mail && !mail.isRead) void writes.update([mail.id], { isRead: true });
  });
  useEffect(() => markRead(currentMail), [currentMail]);

  const query = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const view = useMemo(() => ({ folder, label }), [folder, label]);

  // A new list starts the keyboard cursor again.
  useEffect(() => setActiveId(null), [folder, label, q]);

  // The search box answers every key press; the URL (and so the request) follows after a short pause.
  const [searchText, setSearchText] = useSearchBox(q, (typed) =>
    setUrlState({ q: typed.trim() ? typed : '' }, { replace: true }),
  );

  const me = useMemo(() => ({ name: user?.fullName ?? '', email: user?.email ?? '' }), [user]);
  const quoteText: QuoteText = useMemo(
    () => ({
      wrote: (when, who) => t('compose.wrote', { when, who }),
      forwarded: t('compose.forwarded'),
      from: t('reader.from'),
      to: t('reader.to'),
      date: t('reader.date'),
      subject: t('compose.subject'),
      rePrefix: t('compose.rePrefix'),
      fwdPrefix: t('compose.fwdPrefix'),
    }),
    [t],
  );

  const openList = useCallback(() => navigate(listPath(view) + query), [navigate, view, query]);
  const openComposer = useCallback(
    (mode: ComposeMode, draft: ComposeDraft, errors = {}) =>
      setComposer((current) => ({
        ...closedComposer,
        open: true,
        session: current.session + 1,
        initial: draft,
        mode,
        draftId: draft.draftId ?? null,
        errors,
      })),
    [],
  );
  const closeComposer = () => setComposer((current) => ({ ...closedComposer, session: current.session }));
  const open = useCallback(
    (mail: Email) => {
      // A draft opens in the composer, where it can be finished.
      if (mail.folder === 'draft') openComposer('draft', draftFor('draft', mail, me, quoteText, format.dateTime));
      else navigate(mailPath(view, mail.id) + query);
    },
    [openComposer, navigate, view, query, me, quoteText, format],
  );
  const compose = useCallback(
    (mode: ComposeMode) =>
      openComposer(mode, draftFor(mode, mode === 'new' ? null : currentMail, me, quoteText, format.dateTime)),
    [openComposer, currentMail, me, quoteText, format],
  );

  // A mail being written when the last session ended: the composer opens on arrival and offers it back.
  const offerKeptMail = useEffectEvent(() => {
    if (!composer.open && keptDraft(COMPOSE_DRAFT_KEY) !== undefined) compose('new');
  });
  useEffect(() => offerKeptMail(), []);

  /** Send closes the composer at once; Undo, or a send the server refuses, opens it again with exactly that. */
  const send = async (input: EmailDraftInput, draft: ComposeDraft) => {
    const { mode } = composer;
    const takeBack = (errors = {}) => openComposer(mode, { ...draft, draftId: input.draftId }, errors);
    closeComposer();
    if (await offerUndo(t('toast.sending'), emailTiming.sendDelayMs)) return takeBack();
    try {
      await sendMail(input).unwrap();
      toast.success(t('toast.sent'));
    } catch (error) {
      takeBack(refused(error));
    }
  };
  const save = async (input: EmailDraftInput) => {
    setComposer((current) => ({ ...current, errors: {} }));
    try {
      const { email } = await saveDraft(input).unwrap();
      setComposer((current) => ({ ...current, draftId: email.id }));
      toast.success(t('toast.draftSaved'));
    } catch (error) {
      const errors = refused(error);
      setComposer((current) => ({ ...current, errors }));
    }
  };
  /** Discarding a saved draft moves it to the trash, where it can still be restored. */
  const discard = () => {
    closeComposer();
    if (composer.draftId !== null) void writes.trash([composer.draftId], 'toast.draftDiscarded');
  };

  const actionsFor = (ids: number[], afterLeave?: () => void): MailActionHandlers => {
    /** A change after which the open mail is no longer where the reader is (back to the list). */
    const leaving = (write: Promise<unknown>) => {
      afterLeave?.();
      return write;
    };
    return {
      onRead: (isRead) => void writes.update(ids, { isRead }, isRead ? 'toast.markedRead' : 'toast.markedUnread'),
      onStar: (isStarred) => void writes.update(ids, { isStarred }),
      onMove: (target: EmailFolder) => void leaving(writes.update(ids, { folder: target }, 'toast.moved')),
      onLabel: (name) => void writes.toggleLabel(ids, name),
      onTrash: () => void leaving(writes.trash(ids)),
      onRestore: () => void leaving(writes.restore(ids)),
      onDeleteForever: () => void leaving(writes.deleteForever(ids)),
    };
  };

  const reading = mailId !== null;
  const active = emails.find((mail) => mail.id === activeId) ?? null;
  const step = (delta: 1 | -1) => {
    if (!emails.length) return;
    const index = active ? emails.indexOf(active) : -1;
    const next = index < 0 ? 0 : Math.min(emails.length - 1, Math.max(0, index + delta));
    setActiveId(emails[next].id);
  };
  const target = reading ? currentMail : active;
  const toggle = (id: number) =>
    select(selectedIds.includes(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id]);
  // The neighbour becomes the open mail (api.ts: asked once); at an end of the list the open mail's flag turns off.
  // It is asked from the mail the reader is on when the key is handled (a ref: a navigation renders as a transition,
  // so a key pressed just after one can reach the handler of the render before it), and one request at a time.
  const paginate = async (dir: 'previous' | 'next') => {
    const from = readerMail.current;
    if (from === null || paging.current) return;
    if (currentMail?.id === from && !(dir === 'next' ? currentMail.hasNextMail : currentMail.hasPreviousMail)) return;
    paging.current = true;
    try {
      const { data, error } = await findNeighbour({ ...list, dir, emailId: from });
      if (data) {
        readerMail.current = data.id;
        navigate(mailPath(view, data.id) + query);
      } else if (!isNotFound(error)) reportApiError(error, toast.error);
    } finally {
      paging.current = false;
    }
  };

  useEmailShortcuts(
    {
      j: () => (reading ? void paginate('next') : step(1)),
      k: () => (reading ? void paginate('previous') : step(-1)),
      Enter: () => !reading && active && open(active),
      x: () => !reading && active && toggle(active.id),
      s: () => target && void writes.update([target.id], { isStarred: !target.isStarred }),
      '#': () => {
        if (!target || target.folder === 'trash') return;
        void writes.trash([target.id]);
        if (reading) openList();
      },
      r: () => reading && currentMail && currentMail.folder !== 'trash' && compose('reply'),
      c: () => compose('new'),
      '/': () => searchRef.current?.focus(),
      Escape: () => (reading ? openList() : selectedIds.length ? select([]) : undefined),
      '?': () => setHelpOpen(true),
    },
    !unknown,
  );

  if (unknown) return <NotFoundPage onHome={() => navigate(listPath({}))} />;

  const goTo = (path: string) => {
    setMenuOpen(false);
    navigate(path);
  };
  const sidebar = (
    <EmailSidebar
      folder={folder}
      label={label}
      meta={meta}
      onNavigate={goTo}
      onCompose={() => {
        setMenuOpen(false);
        compose('new');
      }}
    />
  );
  const inTrash = folder === 'trash' || currentMail?.folder === 'trash';

  return (
    <>
      <ScreenHeading>{t('remoteTitle')}</ScreenHeading>
      <SidePanel
        className="email-app"
        sideClassName="email-sidebar"
        sideLabel={t('sidebar.label')}
        side={sidebar}
        data-testid="email-page"
      >
        {reading ? (
          <EmailReader
            mail={currentMail}
            status={neighbour.isFetching ? 'loading' : 'ready'}
            error={mailError}
            reason={mailError === 'failed' ? describeApiError(mailResult.error) : null}
            inTrash={inTrash}
            actions={currentMail ? actionsFor([currentMail.id], openList) : actionsFor([])}
            onBack={openList}
            onPaginate={paginate}
            onCompose={compose}
          />
        ) : (
          <EmailList
            view={folder}
            label={label}
            emails={emails}
            status={mails.status}
            error={mails.error}
            selectedIds={selectedIds}
            activeId={activeId}
            search={searchText}
            searchRef={searchRef}
            onSearch={setSearchText}
            onOpen={open}
            onToggle={toggle}
            onSelectAll={(all) => select(all ? emails.map((mail) => mail.id) : [])}
            onStar={(mail) => void writes.update([mail.id], { isStarred: !mail.isStarred })}
            onRetry={mails.reload}
            onMenu={() => setMenuOpen(true)}
            actions={actionsFor(selectedIds)}
          />
        )}
        <Drawer
          className="email-drawer"
          placement="left"
          size={280}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={t('sidebar.label')}
        >
          {sidebar}
        </Drawer>
        <Composer
          composer={composer}
          saving={saving}
          onSend={(input, draft) => void send(input, draft)}
          onSave={(input) => void save(input)}
          onDiscard={discard}
          onMinimise={(minimised) => setComposer((current) => ({ ...current, minimised }))}
        />
        <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      </SidePanel>
    </>
  );
}

export default EmailPage;
