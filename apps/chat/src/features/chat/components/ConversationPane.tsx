// The open conversation: the contact's header (with a way back to the list on a phone and a button for the
// contact's details), the messages on ui-kit's chat thread with the messages still on their way (pending,
// or failed with Retry), the typing indicator, and the composer.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Result, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, InfoCircleOutlined, LoadingOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { CHAT_PROFILE_USER_ID, type ChatProfileUser, type GetChatResponse } from '@live-agent/contracts';
import type { RequestStatus } from '@live-agent/store';
import { MessageThread, type ThreadMessage } from '@live-agent/ui-kit/chat';
import { NAMESPACE } from '../../../i18n';
import type { OutgoingMessage } from '../useOutbox';
import { Composer } from './Composer';
import { ContactDrawer } from './ContactDrawer';
import { StatusAvatar } from './StatusAvatar';

interface ConversationPaneProps {
  contactId: number;
  /** The contact's conversation once read (`chat` null before the first message). */
  selected: GetChatResponse | null;
  status: RequestStatus;
  missing: boolean;
  /** Why the conversation could not be read. */
  error?: string[] | null;
  profile: ChatProfileUser | null;
  outbox?: OutgoingMessage[];
  stale?: boolean;
  onSend?: (message: string) => void;
  onRetry?: (localId: string) => void;
  onReload?: () => void;
}

const nothing = () => undefined;

const LOCAL = 'local-';

export function ConversationPane({
  contactId,
  selected,
  status,
  missing,
  error,
  profile,
  outbox = [],
  stale = false,
  onSend = nothing,
  onRetry = nothing,
  onReload = nothing,
}: ConversationPaneProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const threadArea = useRef<HTMLDivElement>(null);
  const mine = useMemo(() => outbox.filter((item) => item.contactId === contactId), [outbox, contactId]);
  const states = useMemo(() => new Map(mine.map((item) => [`${LOCAL}${item.localId}`, item])), [mine]);

  const messages = useMemo<ThreadMessage[]>(() => {
    if (!selected) return [];
    const { contact, chat } = selected;
    const sent: ThreadMessage[] = (chat?.chat ?? []).map((message) => {
      const own = message.senderId === CHAT_PROFILE_USER_ID;
      return {
        id: message.id,
        text: message.message,
        time: message.time,
        side: own ? 'self' : 'other',
        senderId: message.senderId,
        senderName: own ? (profile?.fullName ?? '') : contact.fullName,
        avatar: own ? profile?.avatar : contact.avatar,
      };
    });
    const waiting: ThreadMessage[] = mine.map((item) => ({
      id: `${LOCAL}${item.localId}`,
      text: item.message,
      time: item.time,
      side: 'self',
      senderId: CHAT_PROFILE_USER_ID,
      senderName: profile?.fullName ?? '',
      avatar: profile?.avatar,
    }));
    return [...sent, ...waiting];
  }, [selected, mine, profile]);

  // A message just written scrolls into view, even when the reader had scrolled up.
  useLayoutEffect(() => {
    const thread = threadArea.current?.querySelector<HTMLElement>('[data-testid="chat-thread"]');
    if (thread) thread.scrollTop = thread.scrollHeight;
  }, [mine.length]);

  const back = (
    <Button
      type="text"
      className="chat-back"
      icon={<ArrowLeftOutlined />}
      aria-label={t('conversation.back')}
      onClick={() => navigate({ pathname: '/apps/chat', search })}
    />
  );

  if (!selected) {
    if (status === 'error') {
      return (
        <section className="chat-conversation chat-conversation-state" data-testid="conversation-error">
          <div className="chat-conversation-top">{back}</div>
          <Result
            status={missing ? '404' : 'warning'}
            title={t(missing ? 'conversation.notFound' : 'conversation.failed')}
            subTitle={missing ? null : error?.join(' ')}
            extra={
              missing ? null : (
                <Button onClick={onReload} type="primary">
                  {t('conversation.retry')}
                </Button>
              )
            }
          />
        </section>
      );
    }
    return (
      <section className="chat-conversation chat-conversation-state" aria-busy>
        <Spin />
      </section>
    );
  }

  const { contact } = selected;
  const renderMarks = (message: ThreadMessage) => {
    const item = states.get(String(message.id));
    if (!item) return null;
    if (item.state === 'pending') {
      return (
        <Typography.Text type="secondary" className="chat-mark" data-testid="message-pending">
          <LoadingOutlined aria-hidden /> {t('message.sending')}
        </Typography.Text>
      );
    }
    return (
      <span className="chat-mark" data-testid="message-failed">
        <Typography.Text type="danger">
          <ExclamationCircleOutlined aria-hidden /> {t('message.failed')}
        </Typography.Text>
        <Button size="small" type="link" danger onClick={() => onRetry(item.localId)}>
          {t('message.retry')}
        </Button>
      </span>
    );
  };

  return (
    <section className="chat-conversation" aria-labelledby="chat-contact-name" data-testid="conversation">
      <header className="chat-conversation-header">
        {back}
        <StatusAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} size={36} />
        <div className="chat-conversation-who">
          <Typography.Title level={2} className="chat-contact-name" id="chat-contact-name">
            {contact.fullName}
          </Typography.Title>
          <Typography.Text type="secondary" className="chat-contact-role">
            <bdi>
              {t(`status.${contact.status}`)} · {contact.role}
            </bdi>
          </Typography.Text>
        </div>
        <Button
          type="text"
          icon={<InfoCircleOutlined />}
          aria-label={t('conversation.details', { name: contact.fullName })}
          onClick={() => setDetailsOpen(true)}
        />
      </header>
      {stale ? <Alert type="warning" showIcon banner title={t('conversation.stale')} /> : null}
      <div className="chat-thread-area" ref={threadArea}>
        {messages.length === 0 ? (
          <div className="chat-conversation-start">
            <StatusAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} size={64} />
            <Typography.Text type="secondary">{t('conversation.start', { name: contact.fullName })}</Typography.Text>
          </div>
        ) : (
          <MessageThread
            key={contact.id}
            messages={messages}
            label={t('conversation.thread', { name: contact.fullName })}
            renderMarks={renderMarks}
            footer={
              <div aria-live="polite" className="chat-typing-slot">
                {selected.typing ? (
                  <span className="chat-typing" data-testid="typing">
                    <span className="chat-typing-dots" aria-hidden>
                      <span />
                      <span />
                      <span />
                    </span>
                    {t('conversation.typing', { name: contact.fullName })}
                  </span>
                ) : null}
              </div>
            }
          />
        )}
      </div>
      <Composer key={contact.id} contactId={contact.id} name={contact.fullName} onSend={onSend} />
      <ContactDrawer contact={contact} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </section>
  );
}
