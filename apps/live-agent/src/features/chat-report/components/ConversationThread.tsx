// A Chat Report conversation in ui-kit's chat thread: the customer is the other side (left), agents and the
// bot answer for the organisation (right), system notices are centred; the bot and agents' internal notes
// carry a mark. Each message is shown in full (no grouping): a transcript is read for who said what, when.
import { useMemo } from 'react';
import { Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MessageThread, type ThreadMessage } from '@live-agent/ui-kit/chat';
import type { Message as ChatMessage } from '@live-agent/contracts';
import { toThreadMessage } from '../../../components/conversation/threadMessage';

export interface ConversationThreadProps {
  conversationId: number;
  messages: readonly ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  olderError: string[] | null;
  onLoadOlder: () => void;
}

export function ConversationThread({ conversationId, messages, ...paging }: ConversationThreadProps) {
  const { t } = useTranslation('liveAgent');
  const threadMessages = useMemo(() => messages.map(toThreadMessage), [messages]);
  const marks = (message: ThreadMessage) => (
    <>
      {message.senderKind === 'bot' ? (
        <Tag color="purple" style={{ marginInlineEnd: 0 }}>
          {t('chatReport.viewer.thread.bot')}
        </Tag>
      ) : null}
      {message.tone === 'private' ? (
        <Tag color="gold" icon={<LockOutlined />} style={{ marginInlineEnd: 0 }} data-testid="internal-note">
          {t('chatReport.viewer.thread.internalNote')}
        </Tag>
      ) : null}
    </>
  );
  return (
    <MessageThread
      {...paging}
      messages={threadMessages}
      label={t('chatReport.viewer.thread.label', { id: conversationId })}
      renderMarks={marks}
      groupWithinMinutes={0}
      height="clamp(320px, calc(100vh - 260px), 720px)"
    />
  );
}
