// One mail: back, previous/next (disabled at the ends of the viewed list), the mail actions, the header
// (from, to, cc, bcc, time), the earlier messages of the thread collapsed as "N earlier messages", the body
// through SafeHtml (nothing in it can run; links open in a new tab without opener), the attachments, and
// Reply / Reply all / Forward.
import { useState, type ReactNode } from 'react';
import { Avatar, Button, Result, Skeleton, Space, Tooltip, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  DownloadOutlined,
  ForwardOutlined,
  LeftOutlined,
  RightOutlined,
  RollbackOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EmailAddress, EmailAttachment, EmailReply, EmailWithNeighbours } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';
import { ColorTag, useFormat } from '@live-agent/ui-kit';
import { SafeHtml } from '@live-agent/ui-kit/safe-html';
import { NAMESPACE } from '../../../i18n';
import { fileSize, formatAddress } from '../email.format';
import { LABEL_COLORS } from '../email.paths';
import type { ComposeMode } from '../email.types';
import { MailActions, type MailActionHandlers } from './MailActions';
import { initialsOf } from '@live-agent/contracts';

function Addresses({ label, list }: { label: string; list: EmailAddress[] }) {
  if (!list.length) return null;
  return (
    <div className="email-address-line">
      <Typography.Text type="secondary">{label}: </Typography.Text>
      <span>{list.map(formatAddress).join(', ')}</span>
    </div>
  );
}

function Attachments({ list }: { list: EmailAttachment[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (!list.length) return null;
  return (
    <section className="email-attachments" aria-label={t('reader.attachments', { count: list.length })}>
      <Typography.Text strong>{t('reader.attachments', { count: list.length })}</Typography.Text>
      <ul>
        {list.map((file) => (
          <li key={file.fileName} className="email-attachment">
            <img src={file.thumbnail} alt="" width={24} height={30} />
            <span className="email-attachment-name">{file.fileName}</span>
            <Typography.Text type="secondary" className="email-attachment-size">
              {fileSize(file.size, i18n.language)}
            </Typography.Text>
            <a href={file.url} download={file.fileName} aria-label={t('reader.download', { name: file.fileName })}>
              <DownloadOutlined />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Message({ mail, collapsible }: { mail: EmailReply; collapsible?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <article
      className={collapsible ? 'email-message is-earlier' : 'email-message'}
      aria-label={t('reader.messageFrom', { name: mail.from.name || mail.from.email })}
    >
      <header className="email-message-head">
        <Avatar src={mail.from.avatar || undefined} alt="" aria-hidden>
          {initialsOf(mail.from.name || mail.from.email)}
        </Avatar>
        <div className="email-message-who">
          <div>
            <Typography.Text strong>{mail.from.name}</Typography.Text>{' '}
            <Typography.Text type="secondary">&lt;{mail.from.email}&gt;</Typography.Text>
          </div>
          <Addresses label={t('reader.to')} list={mail.to} />
          <Addresses label={t('reader.cc')} list={mail.cc} />
          <Addresses label={t('reader.bcc')} list={mail.bcc} />
        </div>
        <time className="email-message-time" dateTime={mail.time}>
          {format.dateTime(mail.time)}
        </time>
      </header>
      <SafeHtml className="email-body" html={mail.message} data-testid={collapsible ? undefined : 'email-body'} />
      <Attachments list={mail.attachments} />
    </article>
  );
}

export function EmailReader({
  mail,
  status,
  error,
  reason,
  inTrash,
  actions,
  onBack,
  onPaginate,
  onCompose,
}: {
  mail: EmailWithNeighbours | null;
  status: RequestStatus;
  error: 'notFound' | 'failed' | null;
  /** Why the mail could not be read. */
  reason?: string[] | null;
  inTrash: boolean;
  actions: MailActionHandlers;
  onBack: () => void;
  onPaginate: (dir: 'previous' | 'next') => void;
  onCompose: (mode: ComposeMode) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [showEarlier, setShowEarlier] = useState(false);
  const [earlierOf, setEarlierOf] = useState<number | null>(null);
  // The thread folds again when another mail opens.
  if (mail && earlierOf !== mail.id) {
    setEarlierOf(mail.id);
    setShowEarlier(false);
  }

  const back = (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      onClick={onBack}
      aria-label={t('reader.back')}
      data-testid="reader-back"
    />
  );

  if (!mail) {
    if (error) {
      return (
        <section className="email-main email-reader">
          <Result
            status={error === 'notFound' ? '404' : 'warning'}
            title={error === 'notFound' ? t('reader.notFound') : t('reader.failed')}
            subTitle={error === 'notFound' ? null : reason?.join(' ')}
            extra={<Button onClick={onBack}>{t('reader.backToList')}</Button>}
          />
        </section>
      );
    }
    return (
      <section className="email-main email-reader">
        <header className="email-reader-bar">{back}</header>
        <Skeleton active avatar paragraph={{ rows: 6 }} className="email-skeleton" />
      </section>
    );
  }

  const subject = mail.subject || t('list.noSubject');
  const replies = mail.replies ?? [];
  /** The previous or next mail, disabled at the end of the list and while one is loading. */
  const pagerButton = (direction: 'previous' | 'next', icon: ReactNode, exists: boolean) => (
    <Tooltip title={t(`reader.${direction}`)}>
      <Button
        icon={icon}
        aria-label={t(`reader.${direction}`)}
        disabled={!exists || status === 'loading'}
        onClick={() => onPaginate(direction)}
        data-testid={`reader-${direction}`}
      />
    </Tooltip>
  );
  return (
    <section className="email-main email-reader" aria-label={subject} data-testid="email-reader">
      <header className="email-reader-bar">
        {back}
        <MailActions mails={[mail]} inTrash={inTrash} handlers={actions} />
        <Space.Compact className="email-pager">
          {pagerButton('previous', <LeftOutlined />, mail.hasPreviousMail)}
          {pagerButton('next', <RightOutlined />, mail.hasNextMail)}
        </Space.Compact>
      </header>
      <div className="email-reader-content">
        <div className="email-reader-title">
          <Typography.Title level={2} className="email-subject">
            {subject}
          </Typography.Title>
          <span className="email-reader-labels">
            {mail.labels.map((label) => (
              <ColorTag key={label} color={LABEL_COLORS[label]}>
                {t(`labels.${label}`)}
              </ColorTag>
            ))}
          </span>
        </div>
        {replies.length > 0 &&
          (showEarlier ? (
            replies.map((reply) => <Message key={reply.id} mail={reply} collapsible />)
          ) : (
            <Button
              type="dashed"
              block
              className="email-earlier"
              onClick={() => setShowEarlier(true)}
              data-testid="earlier-messages"
            >
              {t('reader.earlier', { count: replies.length })}
            </Button>
          ))}
        <Message mail={mail} />
        {!inTrash && (
          <div className="email-reply-bar">
            <Button icon={<RollbackOutlined />} onClick={() => onCompose('reply')}>
              {t('reader.reply')}
            </Button>
            <Button icon={<TeamOutlined />} onClick={() => onCompose('replyAll')}>
              {t('reader.replyAll')}
            </Button>
            <Button icon={<ForwardOutlined />} onClick={() => onCompose('forward')}>
              {t('reader.forward')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
