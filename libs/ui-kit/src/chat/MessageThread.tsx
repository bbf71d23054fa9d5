// A conversation's messages as a chat, for any app that shows one (the Chat Report's viewer, the chat
// remote): the reader's side on the right, the people they talk to on the left, system notices centred, a
// separator for each day, and a sender's consecutive messages grouped under one avatar and name. It opens at
// the newest message and follows new ones while the reader is at the bottom. Scrolling to the top (or the
// "Load older messages" button, for keyboard users) asks for the next older page, and when it is prepended
// the message the reader was looking at stays where it was: the distance from the bottom is kept, since only
// content above changes (the loading indicator floats over the thread so it shifts nothing, and the
// browser's own scroll anchoring is off so the two do not fight).
import { useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { Alert, Avatar, Button, Spin, theme, Typography } from 'antd';
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
// Through the package, not ../i18n: this entry is bundled into each remote, and the package root is the
// shared singleton, so ui-kit's strings module is not copied again.
import { BRAND_PRIMARY, UI_NAMESPACE } from '@live-agent/ui-kit';
import type { ThreadMessage } from './message.types';
import { scrollTopKeepingPlace, threadItems } from './thread';
import { useChatFormat } from './chatFormat';
import './chat.css';
import { initialsOf } from '@live-agent/contracts';

/** Within this many pixels of the top, the next older page is asked for. */
export const TOP_THRESHOLD_PX = 48;
/** Within this many pixels of the bottom, the reader is following the conversation. */
const BOTTOM_THRESHOLD_PX = 48;

export interface MessageThreadProps {
  messages: readonly ThreadMessage[];
  /** The thread's accessible name ("Messages of conversation #12"). */
  label: string;
  /** Older messages exist: scrolling to the top, or the button, asks for them. */
  hasMore?: boolean;
  loadingOlder?: boolean;
  /** Why the last older page failed (shown under the warning), or null. */
  olderError?: string[] | null;
  onLoadOlder?: () => void;
  /** Marks beside the sender's name, in the app's words (a bot tag, an internal-note tag). */
  renderMarks?: (message: ThreadMessage) => ReactNode;
  /** Under the newest message, inside the scrolling area (a typing indicator). */
  footer?: ReactNode;
  /** A sender's messages this close together share one avatar and name; 0 shows each in full. */
  groupWithinMinutes?: number;
  /** Height of the scrolling area; default: all of its container's. */
  height?: CSSProperties['height'];
}

export function MessageThread({
  messages,
  label,
  hasMore = false,
  loadingOlder = false,
  olderError = null,
  onLoadOlder,
  renderMarks,
  footer,
  groupWithinMinutes = 5,
  height = '100%',
}: MessageThreadProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const format = useChatFormat();
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  /** Opened at the newest message yet? */
  const settled = useRef(false);
  /** While an older page loads: the distance from the bottom to restore, and the first message before it. */
  const keep = useRef<{ fromBottom: number; firstId: ThreadMessage['id'] | undefined } | null>(null);
  /** Was the reader at the bottom when they last scrolled (so a new message scrolls into view)? */
  const following = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const items = useMemo(() => threadItems(messages, groupWithinMinutes * 60_000), [messages, groupWithinMinutes]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || messages.length === 0) return;
    if (!settled.current) {
      settled.current = true;
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (keep.current && keep.current.firstId !== firstId) {
      element.scrollTop = scrollTopKeepingPlace(element.scrollHeight, keep.current.fromBottom);
      keep.current = null;
    }
  }, [firstId, messages.length]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && settled.current && following.current) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const requestOlder = () => {
    const element = ref.current;
    if (!hasMore || loadingOlder || !onLoadOlder) return;
    keep.current = element ? { fromBottom: element.scrollHeight - element.scrollTop, firstId } : null;
    onLoadOlder();
  };

  const onScroll = () => {
    const element = ref.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_THRESHOLD_PX;
    if (element.scrollTop <= TOP_THRESHOLD_PX) requestOlder();
  };

  const bubbleStyle = (message: ThreadMessage): CSSProperties => {
    if (message.tone === 'private') return { background: token.colorWarningBg, borderColor: token.colorWarningBorder };
    if (message.side === 'other')
      return { background: token.colorFillTertiary, borderColor: token.colorBorderSecondary };
    if (message.tone === 'automated') return { background: token.purple1, borderColor: token.purple3 };
    return { background: token.colorPrimaryBg, borderColor: token.colorPrimaryBorder };
  };

  // The other side's initials are the text colour on a light fill: white on a quaternary grey read at 1.8:1 (axe).
  const avatarColor = (message: ThreadMessage) =>
    message.side === 'other' ? token.colorFill : message.tone === 'automated' ? token.purple6 : BRAND_PRIMARY;

  const rows = items.map((item) => {
    if (item.kind === 'day') {
      return (
        <div
          key={item.key}
          className="la-chat-day"
          role="separator"
          aria-label={format.date(item.time)}
          data-testid="chat-day"
        >
          <span style={{ background: token.colorBgContainer, color: token.colorTextSecondary }}>
            {format.date(item.time)}
          </span>
        </div>
      );
    }
    const { message, continued } = item;
    const time = (
      <time
        dateTime={message.time}
        title={format.dateTime(message.time)}
        className="la-chat-time"
        style={{ color: token.colorTextTertiary }}
      >
        {format.time(message.time)}
      </time>
    );
    if (message.side === 'system') {
      return (
        <div
          key={item.key}
          className="la-chat-system"
          data-message-id={message.id}
          data-sender={message.senderKind ?? 'system'}
        >
          <Typography.Text type="secondary">
            <bdi>{message.text}</bdi>
          </Typography.Text>{' '}
          {time}
        </div>
      );
    }
    const side = message.side === 'other' ? 'left' : 'right';
    return (
      <div
        key={item.key}
        className={`la-chat-message la-chat-${side}${continued ? ' la-chat-continued' : ''}`}
        data-message-id={message.id}
        data-sender={message.senderKind ?? message.side}
        data-private={message.tone === 'private' || undefined}
      >
        {continued ? (
          <span className="la-chat-avatar-space" aria-hidden />
        ) : (
          <Avatar
            size={28}
            src={message.avatar}
            icon={message.avatarIcon}
            style={{
              flex: 'none',
              background: avatarColor(message),
              color: message.side === 'other' ? token.colorText : undefined,
            }}
            aria-hidden
          >
            {message.avatarIcon ? null : initialsOf(message.senderName ?? '') || '?'}
          </Avatar>
        )}
        <div className="la-chat-bubble" style={bubbleStyle(message)}>
          <div className="la-chat-meta">
            {continued || !message.senderName ? null : (
              <Typography.Text strong>
                <bdi>{message.senderName}</bdi>
              </Typography.Text>
            )}
            {renderMarks?.(message)}
            {time}
          </div>
          {/* What someone wrote reads in its own direction: in a right-to-left layout an English question keeps its
              question mark at its end ("Hi Verla?", not "?Hi Verla"). */}
          <div className="la-chat-content" dir="auto">
            {message.text}
          </div>
        </div>
      </div>
    );
  });

  return (
    <div className="la-chat-thread-frame" style={{ borderColor: token.colorBorderSecondary }}>
      {loadingOlder ? (
        <div
          className="la-chat-thread-loading"
          role="status"
          style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary }}
        >
          <Spin size="small" /> <span>{t('chat.loadingOlder')}</span>
        </div>
      ) : null}
      <div
        ref={ref}
        className="la-chat-thread"
        style={{ height }}
        data-testid="chat-thread"
        role="region"
        aria-label={label}
        aria-busy={loadingOlder}
        tabIndex={0}
        onScroll={onScroll}
      >
        <div className="la-chat-thread-top">
          {hasMore ? (
            <Button size="small" icon={<VerticalAlignTopOutlined />} onClick={requestOlder} loading={loadingOlder}>
              {t('chat.loadOlder')}
            </Button>
          ) : (
            <Typography.Text type="secondary" className="la-chat-beginning" data-testid="chat-beginning">
              {t('chat.beginning')}
            </Typography.Text>
          )}
          {olderError ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8, textAlign: 'start' }}
              title={t('chat.olderFailed')}
              description={olderError.length ? olderError.join(' ') : undefined}
            />
          ) : null}
        </div>
        {messages.length === 0 ? <Typography.Text type="secondary">{t('chat.empty')}</Typography.Text> : rows}
        {footer}
      </div>
    </div>
  );
}
