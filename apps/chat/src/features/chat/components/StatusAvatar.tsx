// A person's avatar with a dot for their status (online, busy, away, offline) in the theme's colours. The dot
// is decoration: the status is said in words where the avatar is used.
import { Avatar, Badge, theme } from 'antd';
import type { ChatStatus } from '@live-agent/contracts';
import { initialsOf } from '@live-agent/contracts';

export function useStatusColor() {
  const { token } = theme.useToken();
  return (status: ChatStatus) =>
    ({
      online: token.colorSuccess,
      busy: token.colorError,
      away: token.colorWarning,
      offline: token.colorTextQuaternary,
    })[status];
}

export function StatusAvatar({
  name,
  avatar,
  status,
  size = 40,
}: {
  name: string;
  avatar?: string;
  status: ChatStatus;
  size?: number;
}) {
  const color = useStatusColor();
  return (
    <Badge
      dot
      color={color(status)}
      offset={[-size / 8, size - size / 8]}
      className={`chat-status chat-status-${status}`}
      aria-hidden
    >
      <Avatar size={size} src={avatar} alt="" style={{ flex: 'none' }}>
        {initialsOf(name)}
      </Avatar>
    </Badge>
  );
}
