import { Avatar, Badge, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '@live-agent/contracts';
import { NAMESPACE } from '../../../../i18n';

// Initials in the theme's primary tint: readable in the light and the dark skin.
const TINT = { background: 'var(--ant-color-primary-bg)', color: 'var(--ant-color-primary-text)' };

// The count's text takes the page's background colour: white on the light skin's red, near-black on the dark's.
const COUNT = { indicator: { color: 'var(--ant-color-bg-container)' } };

const TEAM = ['Ana Martins', 'Jonas Weber', 'Claire Dubois', 'Rui Costa', 'Mia Schulz'];

/** `team`: the people of the stack (three or more); the second and the third also stand alone with a badge. */
export default function AvatarGroup({ team = TEAM }: { team?: string[] }) {
  const { t } = useTranslation(NAMESPACE);
  // The product's initials (contracts' initialsOf): whole characters, so a name that starts with an emoji never shows
  // half of one.
  return (
    <Flex gap={24} align="center" wrap>
      <Avatar.Group max={{ count: 3, style: TINT }}>
        {team.map((name) => (
          <Tooltip key={name} title={name}>
            <Avatar style={TINT} aria-label={name}>
              {initialsOf(name)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Badge count={5} styles={COUNT} title={t('uiShowcase.avatars.unread', { count: 5 })}>
        <Avatar style={TINT} shape="square" size="large">
          {initialsOf(team[1])}
        </Avatar>
      </Badge>
      <Badge dot status="success" title={t('uiShowcase.avatars.online')}>
        <Avatar style={TINT} size="large">
          {initialsOf(team[2])}
        </Avatar>
      </Badge>
    </Flex>
  );
}
