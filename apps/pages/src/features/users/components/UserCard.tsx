// The user's card on the view screen: picture or initials, name, role and status, then the facts to reach them.
import type { ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { PersonAvatar } from '../../../shared/PersonAvatar';
import '../../../shared/facts.css';
import { RoleLabel, StatusTag } from './UserTags';

export function UserCard({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const facts: Array<[string, ReactNode]> = [
    // Handles, addresses and numbers read left to right even in a right-to-left layout.
    [t('users.fields.username'), <bdi dir="ltr">@{user.username}</bdi>],
    [
      t('users.fields.email'),
      user.email ? (
        <Typography.Link href={`mailto:${user.email}`}>
          <bdi dir="ltr">{user.email}</bdi>
        </Typography.Link>
      ) : (
        none
      ),
    ],
    [t('users.fields.contact'), user.contact ? <bdi dir="ltr">{user.contact}</bdi> : none],
    [t('users.fields.company'), user.company || none],
    [t('users.fields.country'), user.country || none],
    [t('users.fields.language'), t(`users.languages.${user.language}`)],
  ];
  return (
    <Card className="pages-user-card" data-testid="user-card">
      <PersonAvatar
        name={user.fullName}
        src={user.avatar}
        size={104}
        shape="square"
        alt={t('avatar.alt', { name: user.fullName })}
        style={{ fontSize: 36 }}
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {user.fullName}
      </Typography.Title>
      <Flex gap={12} justify="center" align="center" wrap style={{ marginTop: 8 }}>
        <RoleLabel role={user.role} />
        <StatusTag status={user.status} />
      </Flex>
      <dl className="pages-user-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        type="primary"
        icon={<EditOutlined />}
        block
        style={{ marginTop: 16 }}
        onClick={() => navigate(`/apps/user/edit/${user.id}`)}
      >
        {t('users.view.edit')}
      </Button>
    </Card>
  );
}
