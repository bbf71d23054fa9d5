// How a user's role, plan and status read everywhere on the users screens: the role with its icon, the status
// as a coloured tag (preset colours, readable in both skins).
import type { ReactNode } from 'react';
import { Flex, Tag, Typography, theme } from 'antd';
import { CrownOutlined, EditOutlined, FormOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';

const ROLE_ICONS: Record<UserRole, ReactNode> = {
  admin: <CrownOutlined />,
  editor: <EditOutlined />,
  author: <FormOutlined />,
  maintainer: <ToolOutlined />,
  subscriber: <UserOutlined />,
};

const ROLE_TOKENS: Record<UserRole, 'colorError' | 'colorInfo' | 'colorWarning' | 'colorSuccess' | 'colorPrimary'> = {
  admin: 'colorError',
  editor: 'colorInfo',
  author: 'colorWarning',
  maintainer: 'colorSuccess',
  subscriber: 'colorPrimary',
};

export const STATUS_COLORS: Record<UserStatus, string> = { active: 'success', pending: 'warning', inactive: 'default' };

export function RoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation(NAMESPACE);
  const { token } = theme.useToken();
  return (
    <Flex gap={8} align="center" data-role={role}>
      <span aria-hidden style={{ color: token[`${ROLE_TOKENS[role]}Text`] }}>
        {ROLE_ICONS[role]}
      </span>
      <Typography.Text>{t(`users.roles.${role}`)}</Typography.Text>
    </Flex>
  );
}

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {t(`users.statuses.${status}`)}
    </Tag>
  );
}
