// A person's picture, or their initials on the skin's primary tint (antd's default grey fails contrast in the
// dark skin).
import type { CSSProperties } from 'react';
import { Avatar, theme } from 'antd';
import { initialsOf } from '@live-agent/contracts';

export function PersonAvatar({
  name,
  src,
  size,
  shape,
  alt,
  style,
}: {
  name: string;
  src?: string;
  size?: number | 'small' | 'default' | 'large';
  shape?: 'circle' | 'square';
  /** The image's alt text; '' for a decorative picture next to the name. */
  alt?: string;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  const initials = src ? undefined : { background: token.colorPrimaryBg, color: token.colorPrimaryText };
  return (
    <Avatar
      src={src || undefined}
      alt={src ? (alt ?? '') : undefined}
      size={size}
      shape={shape}
      style={{ ...initials, ...style }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
