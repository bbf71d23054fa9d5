// The list of mails: a toolbar (select all with its indeterminate state, search, the actions on the selection)
// and one row per mail (checkbox, star, avatar or initials, sender, subject and excerpt, labels, attachment
// mark, time). Unread rows are bold. The row under the keyboard cursor (j/k) is marked and scrolled into view.
import { memo, useEffect, useMemo, type RefObject } from 'react';
import { Avatar, Button, Checkbox, Empty, Input, Skeleton, Tooltip, Typography } from 'antd';
import {
  MenuOutlined,
  PaperClipOutlined,
  ReloadOutlined,
  SearchOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InputRef } from 'antd';
import type { Email, EmailLabel, EmailView } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';
import { LoadFailedResult, useFormat, useClearable } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { excerptOf, whenShort } from '../email.format';
import { LABEL_COLORS } from '../email.paths';
import { MailActions, type MailActionHandlers } from './MailActions';
import { initialsOf } from '@live-agent/contracts';

interface RowProps {
  mail: Email;
  selected: boolean;
  active: boolean;
  showFolder: boolean;
  onOpen: (mail: Email) => void;
  onToggle: (id: number) => void;
  onStar: (mail: Email) => void;
}

const EmailRow = memo(function EmailRow({ mail, selected, active, showFolder, onOpen, onToggle, onStar }: RowProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const excerpt = useMemo(() => excerptOf(mail.message), [mail.message]);
  const sender =
    mail.folder === 'sent' || mail.folder === 'draft'
      ? mail.to.map((item) => item.name || item.email).join(', ') || t('list.noRecipient')
      : mail.from.name || mail.from.email;
  const subject = mail.subject || t('list.noSubject');
  const classes = ['email-row', mail.isRead ? 'is-read' : 'is-unread', selected && 'is-selected', active && 'is-active']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid={`email-${mail.id}`} aria-current={active || undefined}>
      <Checkbox checked={selected} onChange={() => onToggle(mail.id)} aria-label={t('list.select', { subject })} />
      <Button
        type="text"
        size="small"
        className={mail.isStarred ? 'email-star is-on' : 'email-star'}
        icon={mail.isStarred ? <StarFilled /> : <StarOutlined />}
        aria-label={mail.isStarred ? t('actions.unstar') : t('actions.star')}
        aria-pressed={mail.isStarred}
        onClick={() => onStar(mail)}
      />
      <Avatar className="email-avatar" src={mail.from.avatar || undefined} alt="" aria-hidden>
        {initialsOf(mail.from.name || mail.from.email)}
      </Avatar>
      {/* Named by what it shows (sender, subject, excerpt), so a person who says what they see can open it. */}
      <button type="button" className="email-row-open" onClick={() => onOpen(mail)}>
        {/* dir="auto": a sender or subject reads in its own direction, and is cut at its own end, whatever the
            layout's direction (right to left cut an English subject from its start). */}
        <span className="email-row-sender" dir="auto">
          {sender}
        </span>{' '}
        <span className="email-row-text" title={excerpt ? `${subject} — ${excerpt}` : subject} dir="auto">
          <span className="email-row-subject">{subject}</span>
          {excerpt && <span className="email-row-excerpt"> — {excerpt}</span>}
        </span>
      </button>
      <span className="email-row-meta">
        {showFolder && <span className="email-row-folder">{t(`folders.${mail.folder}`)}</span>}
        {/* The browser's own tooltip names a dot: an antd Tooltip per dot cost every row a trigger and its observers. */}
        {mail.labels.map((label) => {
          const name = t(`labels.${label}`);
          return (
            <span
              key={label}
              className="email-label-dot"
              style={{ background: LABEL_COLORS[label] }}
              role="img"
              aria-label={name}
              title={name}
            />
          );
        })}
        {mail.attachments.length > 0 && (
          <PaperClipOutlined role="img" aria-label={t('list.attachments', { count: mail.attachments.length })} />
        )}
        <time className="email-row-time" dateTime={mail.time} title={format.dateTime(mail.time)} dir="auto">
          {whenShort(mail.time, Date.now(), format)}
        </time>
      </span>
    </li>
  );
});

export interface EmailListProps {
  view: EmailView | null;
  label: EmailLabel | null;
  emails: Email[];
  status: RequestStatus;
  /** Why the list could not be read. */
  error?: string[] | null;
  selectedIds: number[];
  activeId: number | null;
  search: string;
  searchRef: RefObject<InputRef | null>;
  onSearch: (text: string) => void;
  onOpen: (mail: Email) => void;
  onToggle: (id: number) => void;
  onSelectAll: (all: boolean) => void;
  onStar: (mail: Email) => void;
  onRetry: () => void;
  onMenu: () => void;
  actions: MailActionHandlers;
}

export function EmailList(props: EmailListProps) {
  const clearable = useClearable();
  const {
    view,
    label,
    emails,
    status,
    error,
    selectedIds,
    activeId,
    search,
    searchRef,
    onSearch,
    onOpen,
    onToggle,
    onSelectAll,
    onStar,
    onRetry,
    onMenu,
    actions,
  } = props;
  const { t } = useTranslation(NAMESPACE);
  const selected = useMemo(() => emails.filter((mail) => selectedIds.includes(mail.id)), [emails, selectedIds]);
  const all = emails.length > 0 && selected.length === emails.length;
  const title = label ? t(`labels.${label}`) : t(`folders.${view ?? 'inbox'}`);

  useEffect(() => {
    if (activeId === null) return;
    document.querySelector(`[data-testid="email-${activeId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  let body: React.ReactNode;
  if (status === 'error' && emails.length === 0) {
    body = <LoadFailedResult title={t('list.failed')} lines={error} onRetry={onRetry} retryLabel={t('list.retry')} />;
  } else if ((status === 'loading' || status === 'idle') && emails.length === 0) {
    body = <Skeleton active avatar paragraph={{ rows: 4 }} className="email-skeleton" />;
  } else if (emails.length === 0) {
    body = (
      <Empty
        className="email-empty"
        data-testid="email-empty"
        description={
          search.trim()
            ? t('empty.search', { q: search.trim() })
            : label
              ? t('empty.label', { label: title })
              : t(`empty.${view ?? 'inbox'}`)
        }
      />
    );
  } else {
    body = (
      <ul className="email-list" aria-label={t('list.label', { title })}>
        {emails.map((mail) => (
          <EmailRow
            key={mail.id}
            mail={mail}
            selected={selectedIds.includes(mail.id)}
            active={mail.id === activeId}
            showFolder={!!label || view === 'starred'}
            onOpen={onOpen}
            onToggle={onToggle}
            onStar={onStar}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="email-main" aria-label={title}>
      <header className="email-toolbar">
        <Button
          className="email-menu-button"
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('sidebar.open')}
          onClick={onMenu}
        />
        <Input
          ref={searchRef}
          allowClear={clearable}
          prefix={<SearchOutlined />}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          data-testid="email-search"
        />
      </header>
      <div className="email-subbar">
        <Checkbox
          checked={all}
          indeterminate={selected.length > 0 && !all}
          disabled={emails.length === 0}
          onChange={() => onSelectAll(!all)}
          aria-label={all ? t('list.selectNone') : t('list.selectAll')}
          data-testid="select-all"
        />
        {selected.length > 0 ? (
          <>
            <Typography.Text className="email-selected-count" data-testid="selected-count">
              {t('list.selected', { count: selected.length })}
            </Typography.Text>
            <MailActions mails={selected} inTrash={view === 'trash'} handlers={actions} />
          </>
        ) : (
          <>
            <Typography.Title level={2} className="email-title">
              {title}
            </Typography.Title>
            <Tooltip title={t('list.refresh')}>
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('list.refresh')}
                onClick={onRetry}
                loading={status === 'loading' && emails.length > 0}
              />
            </Tooltip>
          </>
        )}
      </div>
      {body}
    </section>
  );
}
