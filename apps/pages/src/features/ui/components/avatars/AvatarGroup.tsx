import { Avatar, Badge, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

// Initials in the theme's primary tint: readable in the light and the dark skin.
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

// The count's text takes the page's background colour: white on the light skin's red, near-black on the dark's.
const COUNT = { indicator: { color: 'var(--ant-color-bg-container)' } };

const TEAM = ['Ana Martins', 'Jonas Weber', 'Claire Dubois', 'Rui Costa', 'Mia Schulz'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AvatarGroup() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Flex gap={24} align="center" wrap>
      <Avatar.Group max={{ count: 3, style: TINT }}>
        {TEAM.map((name) => (
          <Tooltip key={name} title={name}>
            <Avatar style={TINT} aria-label={name}>
              {initials(name)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Badge count={5} styles={COUNT} title={t('uiShowcase.avatars.unread', { count: 5 })}>
        <Avatar style={TINT} shape="square" size="large">
          JW
        </Avatar>
      </Badge>
      <Badge dot status="success" title={t('uiShowcase.avatars.online')}>
        <Avatar style={TINT} size="large">
          CD
        </Avatar>
      </Badge>
    </Flex>
  );
}
