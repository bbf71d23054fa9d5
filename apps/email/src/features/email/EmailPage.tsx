// The mail screen (/apps/email, /apps/email/:folder, /apps/email/label/:label, and an open mail below either,
// e.g. /apps/email/inbox/12). The URL is the source of truth: the view in the path, the search in `?q=`, the
// open mail as the last segment, so reload, back and shared links work. The store mirrors them as `params`
// and `currentMail` for the sagas (docs/architecture.md, State).
import { useCallback, useEffect, useMemo, useRef, useState, useEffectEvent } from 'react';
import { Drawer } from 'antd';
import type { InputRef } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEarlyStart, withInjected } from '@live-agent/store';
import { keptDraft, selectAuthUser, type EarlyContext } from '@live-agent/auth';
import { NotFoundPage, SidePanel, useFormat, useUrlState, ScreenHeading, useSearchBox } from '@live-agent/ui-kit';
import type { Email, EmailDraftInput, EmailFolder } from '@live-agent/contracts';
import { NAMESPACE } from '../../i18n';
import { COMPOSE_DRAFT_KEY, Composer } from './components/Composer';
import { EmailList } from './components/EmailList';
import { EmailReader } from './components/EmailReader';
import { EmailSidebar } from './components/EmailSidebar';
import type { MailActionHandlers } from './components/MailActions';
import { ShortcutsHelp } from './components/ShortcutsHelp';
import {
  emailActions,
  emailFeature,
  selectComposer,
  selectCurrentMail,
  selectEmails,
  selectEmailsMeta,
  selectEmailsStatus,
  selectSelectedIds,
} from './email.feature';
import { emailApi } from './email.api';
import { draftFor, type QuoteText } from './email.format';
import { EMAIL_SEARCH, listPath, mailPath, mailRouteOf } from './email.paths';
import { selectEmailState } from './email.sagas';
import type { ComposeDraft, ComposeMode, EmailParams } from './email.types';
import { useEmailShortcuts } from './useEmailShortcuts';
import './email.css';

function EmailPage() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const format = useFormat();
  const route = useParams();
  const [{ q }, setUrlState, searchParams] = useUrlState(EMAIL_SEARCH);

  // /apps/email/:folder/:id and /apps/email/label/:label/:id; a bad segment is a 404 page, not a guess.
  const { label, folder, mailId, unknown } = mailRouteOf(route);
  const params: EmailParams = useMemo(() => ({ folder: folder ?? 'inbox', label, q }), [folder, label, q]);

  const emails = useSelector(selectEmails);
  const meta = useSelector(selectEmailsMeta);
  const status = useSelector(selectEmailsStatus);
  const selectedIds = useSelector(selectSelectedIds);
  const currentMail = useSelector(selectCurrentMail);
  const composer = useSelector(selectComposer);
  const { mailStatus, mailError, followMail } = useSelector(selectEmailState);
  const user = useSelector(selectAuthUser);

  const [activeId, setActiveId] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<InputRef>(null);

  // The list is asked for while the page first renders (or already by the shell, the route's startEarly);
  // fetchEmails takes that answer over (docs/architecture.md, "First requests start with the render").
  useEarlyStart(({ api }: EarlyContext) => (unknown ? undefined : emailApi.list(api, params)));
  useEffect(() => {
    if (!unknown) dispatch(emailActions.fetchEmails(params));
  }, [dispatch, params, unknown]);

  // Only a new id in the URL opens a mail; previous/next put theirs there themselves (followMail). The open mail
  // and the list's parameters are read as they are then.
  const openFromUrl = useEffectEvent((id: number | null) => {
    if (id === null || Number.isNaN(id)) dispatch(emailActions.closeMail());
    else if (currentMail?.id !== id) dispatch(emailActions.openMail({ id, params }));
  });
  useEffect(() => openFromUrl(mailId), [mailId]);

  const query = searchParams.toString() ? `?${searchParams.toString()}` : '';
  const view = useMemo(() => ({ folder, label }), [folder, label]);
  useEffect(() => {
    if (followMail === null) return;
    dispatch(emailActions.followed());
    navigate(mailPath(view, followMail) + query);
  }, [dispatch, followMail, navigate, view, query]);

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
  const open = useCallback(
    (mail: Email) => {
      // A draft opens in the composer, where it can be finished.
      if (mail.folder === 'draft')
        dispatch(
          emailActions.openComposer({ mode: 'draft', draft: draftFor('draft', mail, me, quoteText, format.dateTime) }),
        );
      else navigate(mailPath(view, mail.id) + query);
    },
    [dispatch, navigate, view, query, me, quoteText, format],
  );
  const compose = useCallback(
    (mode: ComposeMode) =>
      dispatch(
        emailActions.openComposer({
          mode,
          draft: draftFor(mode, mode === 'new' ? null : currentMail, me, quoteText, format.dateTime),
        }),
      ),
    [dispatch, currentMail, me, quoteText, format],
  );

  // A mail being written when the last session ended: the composer opens on arrival and offers it back.
  const offerKeptMail = useEffectEvent(() => {
    if (!composer.open && keptDraft(COMPOSE_DRAFT_KEY) !== undefined) compose('new');
  });
  useEffect(() => offerKeptMail(), []);

  const actionsFor = (ids: number[], afterLeave?: () => void): MailActionHandlers => ({
    onRead: (isRead) =>
      dispatch(
        emailActions.updateEmails({
          ids,
          changes: { isRead },
          message: isRead ? 'toast.markedRead' : 'toast.markedUnread',
        }),
      ),
    onStar: (isStarred) => dispatch(emailActions.updateEmails({ ids, changes: { isStarred } })),
    onMove: (target: EmailFolder) => {
      dispatch(emailActions.updateEmails({ ids, changes: { folder: target }, message: 'toast.moved' }));
      afterLeave?.();
    },
    onLabel: (name) => dispatch(emailActions.toggleLabel({ ids, label: name })),
    onTrash: () => {
      dispatch(emailActions.updateEmails({ ids, changes: { folder: 'trash' }, message: 'toast.trashed' }));
      afterLeave?.();
    },
    onRestore: () => {
      dispatch(emailActions.restoreEmails(ids));
      afterLeave?.();
    },
    onDeleteForever: () => {
      dispatch(emailActions.deleteForever(ids));
      afterLeave?.();
    },
  });

  const reading = mailId !== null;
  const active = emails.find((mail) => mail.id === activeId) ?? null;
  const step = (delta: 1 | -1) => {
    if (!emails.length) return;
    const index = active ? emails.indexOf(active) : -1;
    const next = index < 0 ? 0 : Math.min(emails.length - 1, Math.max(0, index + delta));
    setActiveId(emails[next].id);
  };
  const target = reading ? currentMail : active;
  const paginate = (dir: 'previous' | 'next') => {
    if (currentMail && (dir === 'next' ? currentMail.hasNextMail : currentMail.hasPreviousMail)) {
      dispatch(emailActions.paginate({ id: currentMail.id, dir, params }));
    }
  };

  useEmailShortcuts(
    {
      j: () => (reading ? paginate('next') : step(1)),
      k: () => (reading ? paginate('previous') : step(-1)),
      Enter: () => !reading && active && open(active),
      x: () => !reading && active && dispatch(emailActions.toggleSelected(active.id)),
      s: () =>
        target && dispatch(emailActions.updateEmails({ ids: [target.id], changes: { isStarred: !target.isStarred } })),
      '#': () => {
        if (!target || target.folder === 'trash') return;
        dispatch(
          emailActions.updateEmails({ ids: [target.id], changes: { folder: 'trash' }, message: 'toast.trashed' }),
        );
        if (reading) openList();
      },
      r: () => reading && currentMail && currentMail.folder !== 'trash' && compose('reply'),
      c: () => compose('new'),
      '/': () => searchRef.current?.focus(),
      Escape: () => (reading ? openList() : selectedIds.length ? dispatch(emailActions.resetSelection()) : undefined),
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
            status={mailStatus}
            error={mailError}
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
            emails={status === 'idle' ? [] : emails}
            status={status}
            selectedIds={selectedIds}
            activeId={activeId}
            search={searchText}
            searchRef={searchRef}
            onSearch={setSearchText}
            onOpen={open}
            onToggle={(id) => dispatch(emailActions.toggleSelected(id))}
            onSelectAll={(all) => dispatch(emailActions.selectAll(all))}
            onStar={(mail) =>
              dispatch(emailActions.updateEmails({ ids: [mail.id], changes: { isStarred: !mail.isStarred } }))
            }
            onRetry={() => dispatch(emailActions.fetchEmails(params))}
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
          onSend={(input: EmailDraftInput, draft: ComposeDraft) =>
            dispatch(emailActions.sendEmail({ input, draft, mode: composer.mode, session: composer.session }))
          }
          onSave={(draft: EmailDraftInput) => dispatch(emailActions.saveDraft(draft))}
          onDiscard={() => dispatch(emailActions.discardComposer(composer.draftId))}
          onMinimise={(minimised) => dispatch(emailActions.minimiseComposer(minimised))}
        />
        <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      </SidePanel>
    </>
  );
}

export default withInjected(EmailPage, emailFeature);
