// A conversation's message as ui-kit's chat thread shows it, for every transcript of the product (the Chat Report,
// the live monitor, the agent inbox): the customer is the other side, agents and the bot answer for the
// organisation, system notices are centred; the bot has its icon, private notes and the bot's words their tone.
import { RobotOutlined } from '@ant-design/icons';
import type { Message } from '@live-agent/contracts';
import type { ThreadMessage } from '@live-agent/ui-kit/chat';

const BOT_ICON = <RobotOutlined />;

export function toThreadMessage(message: Message): ThreadMessage {
  return {
    id: message.id,
    text: message.content,
    time: message.createdAt,
    side: message.senderType === 'system' ? 'system' : message.senderType === 'customer' ? 'other' : 'self',
    senderId: message.senderId === null ? null : `${message.senderType}-${message.senderId}`,
    senderName: message.senderName,
    senderKind: message.senderType,
    avatarIcon: message.senderType === 'bot' ? BOT_ICON : undefined,
    tone: message.isPrivate ? 'private' : message.senderType === 'bot' ? 'automated' : undefined,
  };
}
