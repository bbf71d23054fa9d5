// A conversation's messages as a chat: the customer on the left, agents and the bot on the right, system
// notices centred, internal notes marked, a separator for each day. It opens at the newest message;
// scrolling to the top (or the "Load older messages" button, for keyboard users) asks for the next older
// page, and when it is prepended the message the reader was looking at stays where it was: the distance
// from the bottom is kept, since only content above changes (the loading indicator floats over the thread
// so it shifts nothing, and the browser's own scroll anchoring is off so the two do not fight).
import { Fragment, useLayoutEffect, useRef } from 'react';
import { Alert, Avatar, Button, Spin, Tag, theme, Typography } from 'antd';
import { LockOutlined, RobotOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@live-agent/ui-kit';
import type { ChatMessage } from '../chatReport.types';
import { initialsOf } from './bits';

/** Within this many pixels of the top, the next older page is asked for. */
export const TOP_THRESHOLD_PX = 48;

export interface MessageThreadProps {
  conversationId: number;
  messages: readonly ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  olderError: string[] | null;
  onLoadOlder: () => void;
}

const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

export function MessageThread({ conversationId, messages, hasMore, loadingOlder, olderError, onLoadOlder }: MessageThreadProps) {
  const { t } = useTranslation('liveAgent');
  const format = useFormat();
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  /** Opened at the newest message yet? */
  const settled = useRef(false);
  /** While an older page loads: the distance from the bottom to restore, and the first message before it. */
  const keep = useRef<{ fromBottom: number; firstId: number | undefined } | null>(null);
  const firstId = messages[0]?.id;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || messages.length === 0) return;
    if (!settled.current) {
      settled.current = true;
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (keep.current && keep.current.firstId !== firstId) {
      element.scrollTop = element.scrollHeight - keep.current.fromBottom;
      keep.current = null;
    }
  }, [firstId, messages.length]);

  const requestOlder = () => {
    const element = ref.current;
    if (!hasMore || loadingOlder) return;
    keep.current = element ? { fromBottom: element.scrollHeight - element.scrollTop, firstId } : null;
    onLoadOlder();
  };

  const onScroll = () => {
    const element = ref.current;
    if (element && element.scrollTop <= TOP_THRESHOLD_PX) requestOlder();
  };

  const bubbleStyle = (message: ChatMessage) => {
    if (message.isPrivate) return { background: token.colorWarningBg, borderColor: token.colorWarningBorder };
    if (message.senderType === 'customer') return { background: token.colorFillTertiary, borderColor: token.colorBorderSecondary };
    if (message.senderType === 'bot') return { background: token.purple1, borderColor: token.purple3 };
    return { background: token.colorPrimaryBg, borderColor: token.colorPrimaryBorder };
  };

  let previousDay: string | null = null;
  const items = messages.map((message) => {
    const day = dayKey(message.createdAt);
    const separator =
      day !== previousDay ? (
        <div className="la-chat-day" role="separator" aria-label={format.date(message.createdAt)} data-testid="chat-day">
          <span style={{ background: token.colorBgContainer, color: token.colorTextSecondary }}>{format.date(message.createdAt)}</span>
        </div>
      ) : null;
    previousDay = day;
    const time = (
      <time dateTime={message.createdAt} title={format.dateTime(message.createdAt)} className="la-chat-time" style={{ color: token.colorTextTertiary }}>
        {format.time(message.createdAt)}
      </time>
    );
    if (message.senderType === 'system') {
      return (
        <Fragment key={message.id}>
          {separator}
          <div className="la-chat-system" data-message-id={message.id} data-sender="system">
            <Typography.Text type="secondary">{message.content}</Typography.Text> {time}
          </div>
        </Fragment>
      );
    }
    const side = message.senderType === 'customer' ? 'left' : 'right';
    return (
      <Fragment key={message.id}>
        {separator}
        <div className={`la-chat-message la-chat-${side}`} data-message-id={message.id} data-sender={message.senderType} data-private={message.isPrivate || undefined}>
          <Avatar
            size={28}
            icon={message.senderType === 'bot' ? <RobotOutlined /> : undefined}
            style={{ flex: 'none', background: message.senderType === 'customer' ? token.colorTextQuaternary : message.senderType === 'bot' ? token.purple6 : token.colorPrimary }}
            aria-hidden
          >
            {message.senderType === 'bot' ? null : initialsOf(message.senderName)}
          </Avatar>
          <div className="la-chat-bubble" style={bubbleStyle(message)}>
            <div className="la-chat-meta">
              <Typography.Text strong>{message.senderName}</Typography.Text>
              {message.senderType === 'bot' ? <Tag color="purple" style={{ marginInlineEnd: 0 }}>{t('chatReport.viewer.thread.bot')}</Tag> : null}
              {message.isPrivate ? (
                <Tag color="gold" icon={<LockOutlined />} style={{ marginInlineEnd: 0 }} data-testid="internal-note">
                  {t('chatReport.viewer.thread.internalNote')}
                </Tag>
              ) : null}
              {time}
            </div>
            <div className="la-chat-content">{message.content}</div>
          </div>
        </div>
      </Fragment>
    );
  });

  return (
    <div className="la-chat-thread-frame" style={{ borderColor: token.colorBorderSecondary }}>
      {loadingOlder ? (
        <div className="la-chat-thread-loading" role="status" style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary }}>
          <Spin size="small" /> <span>{t('chatReport.viewer.thread.loadingOlder')}</span>
        </div>
      ) : null}
      <div
        ref={ref}
        className="la-chat-thread"
        data-testid="chat-thread"
        role="region"
        aria-label={t('chatReport.viewer.thread.label', { id: conversationId })}
        aria-busy={loadingOlder}
        tabIndex={0}
        onScroll={onScroll}
      >
        <div className="la-chat-thread-top">
          {hasMore ? (
            <Button size="small" icon={<VerticalAlignTopOutlined />} onClick={requestOlder} loading={loadingOlder}>
              {t('chatReport.viewer.thread.loadOlder')}
            </Button>
          ) : (
            <Typography.Text type="secondary" className="la-chat-beginning" data-testid="chat-beginning">
              {t('chatReport.viewer.thread.beginning')}
            </Typography.Text>
          )}
          {olderError ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8, textAlign: 'start' }}
              title={t('chatReport.viewer.thread.olderFailed')}
              description={olderError.length ? olderError.join(' ') : undefined}
            />
          ) : null}
        </div>
        {messages.length === 0 ? <Typography.Text type="secondary">{t('chatReport.viewer.thread.empty')}</Typography.Text> : items}
      </div>
    </div>
  );
}
