import { memo } from 'react';
import { Avatar, Flex, Typography, theme } from 'antd';
import { initialsOf } from '@live-agent/contracts';

/** Avatar (initials when there is no picture), name and, optionally, e-mail of a person. */
export const PersonCell = memo(function PersonCell({
  name,
  avatar,
  email,
}: {
  name: string;
  avatar?: string;
  email?: string;
}) {
  const { token } = theme.useToken();
  // Initials on the primary tint: antd's default grey behind white text fails contrast in the dark skin.
  const initialsStyle = avatar ? undefined : { background: token.colorPrimaryBg, color: token.colorPrimaryText };
  return (
    <Flex align="center" gap={10}>
      <Avatar src={avatar || undefined} alt="" size={34} style={initialsStyle}>
        {initialsOf(name)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        {/* A name and an address read in their own direction, whatever the layout's (<bdi>: isolated, dir="auto"). */}
        <Typography.Text strong className="la-person-name">
          <bdi>{name}</bdi>
        </Typography.Text>
        {email ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <bdi>{email}</bdi>
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
});
