import { Avatar, Flex } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@live-agent/contracts';
import { NAMESPACE } from '../../../../i18n';

// Initials in the theme's primary tint: readable in the light and the dark skin.
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

// An image drawn inline (the app loads nothing from the network).
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#4f46e5"/>' +
      '<circle cx="20" cy="15" r="7" fill="#c7d2fe"/><rect x="8" y="25" width="24" height="15" rx="8" fill="#c7d2fe"/></svg>',
  );

const NAME = 'Ana Martins';

export default function AvatarKinds() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Avatar style={TINT} size={64} icon={<UserOutlined />} />
        <Avatar style={TINT} size="large" icon={<UserOutlined />} />
        <Avatar style={TINT} icon={<UserOutlined />} />
        <Avatar style={TINT} size="small" icon={<UserOutlined />} />
      </Flex>
      <Flex gap={12} align="center" wrap>
        <Avatar style={TINT} shape="square" icon={<UserOutlined />} />
        <Avatar style={TINT}>{initialsOf(NAME)}</Avatar>
        <Avatar src={PHOTO} alt={t('uiShowcase.avatars.photoOf', { name: NAME })} />
      </Flex>
    </Flex>
  );
}
