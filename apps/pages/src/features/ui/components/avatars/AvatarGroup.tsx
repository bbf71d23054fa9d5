import { Avatar, Badge, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

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
      <Avatar.Group max={{ count: 3 }}>
        {TEAM.map((name) => (
          <Tooltip key={name} title={name}>
            <Avatar aria-label={name}>{initials(name)}</Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Badge count={5} title={t('uiShowcase.avatars.unread', { count: 5 })}>
        <Avatar shape="square" size="large">
          JW
        </Avatar>
      </Badge>
      <Badge dot status="success" title={t('uiShowcase.avatars.online')}>
        <Avatar size="large">CD</Avatar>
      </Badge>
    </Flex>
  );
}
