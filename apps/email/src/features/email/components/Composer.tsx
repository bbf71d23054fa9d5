// The composer, docked at the bottom of the window as mail clients do, and minimisable to its title bar: To,
// Cc and Bcc as address tags, subject, the text, and the quoted message when it answers or forwards one. Send
// needs a recipient, and asks first when the subject or the text is blank, as mail clients do; Save draft keeps it
// in Drafts (again: updates it); Discard asks first when anything was written. The subject shows its limit (the
// schema's) as a counter and says so as soon as it is over, keeping what was typed. The text is written with a small
// formatting toolbar (MessageEditor) and sent sanitised (email.format.ts); files are attached (ComposerAttachments).
import { cloneElement, useEffect, useId, useRef, useState, useEffectEvent } from 'react';
import { Button, Input, Tooltip, Typography } from 'antd';
import { CloseOutlined, MinusOutlined, SendOutlined, ExpandAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmailDraftInput, FieldErrors } from '@live-agent/contracts';
import { Confirm, UI_NAMESPACE, useKeptDraft } from '@live-agent/ui-kit';
import { SafeHtml } from '@live-agent/ui-kit/safe-html';
import { NAMESPACE } from '../../../i18n';
import { draftProblems, SUBJECT_MAX, subjectProblem } from '../compose.rules';
import { composeMessage, isBlankHtml, isDraftEmpty } from '../email.format';
import type { ComposeDraft, ComposerState } from '../email.types';
import { AddressInput } from './AddressInput';
import { MessageEditor } from './MessageEditor';
import { AttachButton, AttachmentList, attachFilesWith } from './ComposerAttachments';

/** What the composer keeps when a session ends under it, per user (ui-kit useKeptDraft). */
export const COMPOSE_DRAFT_KEY = 'email:compose';

/** Discards at once when nothing was written, otherwise asks first. */
function Discard({
  empty,
  onDiscard,
  children,
}: {
  empty: boolean;
  onDiscard: () => void;
  children: React.ReactElement<{ onClick?: () => void }>;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (empty) return cloneElement(children, { onClick: onDiscard });
  return (
    <Confirm
      title={t('compose.discardConfirm')}
      okText={t('compose.discard')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onDiscard}
    >
      {children}
    </Confirm>
  );
}

export function Composer({
  composer,
  saving,
  onSend,
  onSave,
  onDiscard,
  onMinimise,
}: {
  composer: ComposerState;
  /** Save draft is on its way. */
  saving: boolean;
  /** What goes to the server, and the composition as written (Undo brings it back). */
  onSend: (input: EmailDraftInput, draft: ComposeDraft) => void;
  onSave: (draft: EmailDraftInput) => void;
  onDiscard: () => void;
  onMinimise: (minimised: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: rulesT } = useTranslation(UI_NAMESPACE);
  const [draft, setDraft] = useState<ComposeDraft>(composer.initial);
  const [session, setSession] = useState(composer.session);
  const [showCopies, setShowCopies] = useState(composer.initial.cc.length + composer.initial.bcc.length > 0);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [dropping, setDropping] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const ids = useId();
  if (session !== composer.session) {
    setSession(composer.session);
    setDraft(composer.initial);
    setShowCopies(composer.initial.cc.length + composer.initial.bcc.length > 0);
    setLocalErrors({});
    setFileProblems([]);
  }
  // Only when the composer opens or comes back from its title bar: the message when it has its addressees.
  const focusFirstField = useEffectEvent(() => {
    panel.current?.querySelector<HTMLElement>(draft.to.length ? '[contenteditable]' : 'input')?.focus();
  });
  // Keep my draft (docs/architecture.md, "Drafts kept when a session ends"): the values, never the editor's insides.
  const { offer } = useKeptDraft<ComposeDraft>({
    key: COMPOSE_DRAFT_KEY,
    active: composer.open,
    read: () => (isDraftEmpty(draft) ? undefined : draft),
    restore: (kept) => {
      setDraft(kept);
      if (kept.cc.length + kept.bcc.length > 0) setShowCopies(true);
    },
  });
  const shown = composer.open && !composer.minimised;
  useEffect(() => {
    if (shown) focusFirstField();
  }, [shown, composer.session]);

  if (!composer.open) return null;

  const errors: FieldErrors = { ...composer.errors, ...localErrors };
  const set = <K extends keyof ComposeDraft>(key: K, value: ComposeDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (localErrors[key]) setLocalErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  /** One of the address fields (To, Cc, Bcc): its addresses as chips, with their own and the server's messages. */
  const addresses = (field: 'to' | 'cc' | 'bcc') => (
    <AddressInput
      label={t(`compose.${field}`)}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      serverErrors={errors[field]}
      testId={`compose-${field}`}
    />
  );
  const passedOn = draft.forwarded?.files ?? [];
  const input = (): EmailDraftInput => ({
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    message: composeMessage(draft),
    attachments: draft.attachments,
    ...(draft.forwarded && passedOn.length
      ? { forwardedFiles: { from: draft.forwarded.from, fileNames: passedOn.map((file) => file.fileName) } }
      : {}),
    ...(composer.draftId !== null ? { draftId: composer.draftId } : {}),
  });
  // Checked here by the schema the server checks with (a mail sent needs a recipient, a draft does not).
  const submit = (sending: boolean) => {
    const problems = draftProblems(rulesT, input(), sending);
    if (Object.keys(problems).length) {
      setLocalErrors(problems);
      return;
    }
    if (sending) onSend(input(), draft);
    else onSave(input());
  };
  const send = () => submit(true);
  const attach = attachFilesWith(
    rulesT,
    () => draft.attachments.length + passedOn.length,
    (files) => setDraft((current) => ({ ...current, attachments: [...current.attachments, ...files] })),
    setFileProblems,
  );
  const carriesFiles = (event: React.DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  // Sending a mail without a subject or without any text is most often a slip: ask, once it could go at all.
  const blankSubject = !draft.subject.trim();
  const blankText = isBlankHtml(draft.body) && !draft.quoted && !draft.attachments.length && !passedOn.length;
  const askFirst =
    (blankSubject || blankText) &&
    Object.keys({ ...localErrors, ...draftProblems(rulesT, input(), true) }).length === 0;
  const sendWithout = blankSubject && blankText ? 'both' : blankSubject ? 'subject' : 'text';
  const liveSubject = subjectProblem(rulesT, draft.subject);
  const subjectErrors = liveSubject ? [liveSubject] : errors.subject;
  const title = draft.subject.trim() || t(`compose.title.${composer.mode}`);
  const empty = isDraftEmpty(draft);
  const busy = saving;

  return (
    <section
      ref={panel}
      className={composer.minimised ? 'email-composer is-minimised' : 'email-composer'}
      role="dialog"
      aria-modal={false}
      aria-label={title}
      data-testid="composer"
      onKeyDown={(event) => event.stopPropagation()}
    >
      <header className="email-composer-head">
        <Typography.Text strong ellipsis className="email-composer-title">
          {title}
        </Typography.Text>
        <Tooltip title={composer.minimised ? t('compose.restore') : t('compose.minimise')}>
          <Button
            type="text"
            size="small"
            icon={composer.minimised ? <ExpandAltOutlined /> : <MinusOutlined />}
            aria-label={composer.minimised ? t('compose.restore') : t('compose.minimise')}
            aria-expanded={!composer.minimised}
            onClick={() => onMinimise(!composer.minimised)}
          />
        </Tooltip>
        <Discard empty={empty} onDiscard={onDiscard}>
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('compose.close')}
            title={t('compose.close')}
          />
        </Discard>
      </header>
      {!composer.minimised && (
        <div
          className={dropping ? 'email-composer-body is-dropping' : 'email-composer-body'}
          data-drop-hint={t('compose.dropFiles')}
          onDragOver={(event) => {
            if (!carriesFiles(event)) return;
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
          }}
          onDrop={(event) => {
            if (!event.dataTransfer.files.length) return;
            event.preventDefault();
            setDropping(false);
            attach(event.dataTransfer.files);
          }}
        >
          {offer}
          <div className="email-composer-to">
            {addresses('to')}
            {!showCopies && (
              <Button type="link" size="small" onClick={() => setShowCopies(true)}>
                {t('compose.showCopies')}
              </Button>
            )}
          </div>
          {showCopies && (
            <>
              {addresses('cc')}
              {addresses('bcc')}
            </>
          )}
          <div className="email-field">
            <label className="email-field-label" htmlFor={`${ids}-subject`}>
              {t('compose.subject')}
            </label>
            <Input
              id={`${ids}-subject`}
              aria-describedby={subjectErrors ? `${ids}-subject-error` : undefined}
              value={draft.subject}
              onChange={(event) => set('subject', event.target.value)}
              // No maxLength: the browser would cut a longer paste without a word. The count is the server's,
              // of the trimmed text.
              count={{ show: true, max: SUBJECT_MAX, strategy: (text) => text.trim().length }}
              status={subjectErrors ? 'error' : undefined}
            />
            {subjectErrors && (
              <span className="email-field-error" role="alert" id={`${ids}-subject-error`}>
                {subjectErrors.join(' ')}
              </span>
            )}
          </div>
          <MessageEditor
            label={t('compose.body')}
            placeholder={t('compose.bodyPlaceholder')}
            value={draft.body}
            onChange={(html) => set('body', html)}
          />
          {errors.message && (
            <span className="email-field-error" role="alert">
              {errors.message.join(' ')}
            </span>
          )}
          {/* The forwarded mail's files first, then those attached here: one list, each removable. */}
          <AttachmentList
            files={[...passedOn, ...draft.attachments]}
            problems={[...fileProblems, ...(errors.attachments ?? []), ...(errors.forwardedFiles ?? [])]}
            onRemove={(index) => {
              if (index < passedOn.length && draft.forwarded)
                set('forwarded', { ...draft.forwarded, files: passedOn.filter((_file, at) => at !== index) });
              else
                set(
                  'attachments',
                  draft.attachments.filter((_file, at) => at !== index - passedOn.length),
                );
              setFileProblems([]);
            }}
          />
          {draft.quoted && (
            <details className="email-quoted">
              <summary>{t('compose.quoted')}</summary>
              <SafeHtml className="email-body" html={draft.quoted} />
            </details>
          )}
          <footer className="email-composer-foot">
            <Confirm
              disabled={!askFirst || busy}
              title={t(`compose.sendWithout.${sendWithout}`)}
              okText={t('compose.sendAnyway')}
              cancelText={t('actions.cancel')}
              onConfirm={send}
            >
              <Button
                type="primary"
                icon={<SendOutlined />}
                onClick={askFirst ? undefined : send}
                disabled={busy}
                data-testid="compose-send"
              >
                {t('compose.send')}
              </Button>
            </Confirm>
            <Button onClick={() => submit(false)} loading={saving} disabled={busy} data-testid="compose-save">
              {t('compose.saveDraft')}
            </Button>
            <AttachButton onFiles={attach} />
            <Discard empty={empty} onDiscard={onDiscard}>
              <Button type="text" danger={!empty} data-testid="compose-discard">
                {t('compose.discard')}
              </Button>
            </Discard>
          </footer>
        </div>
      )}
    </section>
  );
}
