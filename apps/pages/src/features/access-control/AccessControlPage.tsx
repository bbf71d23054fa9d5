// What the signed-in user may do, shown two ways so a presenter can sign in as admin, agent and client and
// show the difference: the user's ability rules as a table, and one card per permission that renders only
// when CASL's `Can` allows it (the same check every menu entry and route makes).
import { useMemo } from 'react';
import { Card, Col, Flex, Row, Table, Tag, Typography } from 'antd';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CrownOutlined,
  DashboardOutlined,
  FileTextOutlined,
  KeyOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Can, selectAuthUser, useAppAbility, type WithAuthState } from '@live-agent/auth';
import { PageHeader, useAccountRoleLabel } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';

interface Permission {
  key: string;
  action: string;
  subject: string;
  icon: ReactNode;
}

// One card per permission a demo account may hold; each card explains what it opens.
const PERMISSIONS: Permission[] = [
  { key: 'readAcl', action: 'read', subject: 'ACL', icon: <SafetyOutlined /> },
  { key: 'readAuth', action: 'read', subject: 'Auth', icon: <KeyOutlined /> },
  { key: 'readDashboard', action: 'read', subject: 'Dashboard', icon: <DashboardOutlined /> },
  { key: 'readTemplates', action: 'read', subject: 'ConversationTemplate', icon: <FileTextOutlined /> },
  { key: 'readReports', action: 'read', subject: 'Report', icon: <BarChartOutlined /> },
  { key: 'readAgents', action: 'read', subject: 'Agent', icon: <TeamOutlined /> },
  { key: 'readAdmins', action: 'read', subject: 'Admin', icon: <UserSwitchOutlined /> },
  { key: 'manageSettings', action: 'manage', subject: 'Settings', icon: <SettingOutlined /> },
  { key: 'readDemo', action: 'read', subject: 'Demo', icon: <AppstoreOutlined /> },
  { key: 'manageAll', action: 'manage', subject: 'all', icon: <CrownOutlined /> },
];

export default function AccessControlPage() {
  const { t } = useTranslation(NAMESPACE);
  const roleLabel = useAccountRoleLabel();
  const ability = useAppAbility();
  const user = useSelector((state: WithAuthState) => selectAuthUser(state));
  const rules = useMemo(
    () =>
      ability.rules.map((rule, index) => ({ key: index, action: String(rule.action), subject: String(rule.subject) })),
    [ability.rules],
  );
  // CASL's words ("manage", "all") are the code's; a reader sees them in their language.
  const actionLabel = (action: string) => t(`acl.actions.${action}`, { defaultValue: action });
  const subjectLabel = (subject: string) => t(`acl.subjects.${subject}`, { defaultValue: subject });
  const allowed = PERMISSIONS.filter((permission) => ability.can(permission.action, permission.subject)).length;

  return (
    <>
      <PageHeader title={t('acl.title')} subtitle={t('acl.subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {user ? t('acl.signedInAs', { name: user.fullName, role: roleLabel(user.role) }) : t('acl.signedIn')}
          </Typography.Paragraph>
          <Typography.Text type="secondary" data-testid="acl-summary">
            {t('acl.summary', { count: allowed, total: PERMISSIONS.length })}
          </Typography.Text>
        </Flex>
        <Table
          aria-label={t('acl.rulesTitle')}
          title={() => <Typography.Text strong>{t('acl.rulesTitle')}</Typography.Text>}
          size="small"
          pagination={false}
          dataSource={rules}
          style={{ marginTop: 16 }}
          scroll={{ x: 'max-content' }}
          data-testid="acl-rules"
          columns={[
            {
              key: 'action',
              dataIndex: 'action',
              title: t('acl.action'),
              render: (action: string) => <Tag>{actionLabel(action)}</Tag>,
            },
            {
              key: 'subject',
              dataIndex: 'subject',
              title: t('acl.subject'),
              render: (subject: string) => subjectLabel(subject),
            },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        {PERMISSIONS.map((permission) => (
          <Can key={permission.key} I={permission.action} a={permission.subject}>
            <Col xs={24} md={12} xl={8}>
              <Card data-testid={`acl-card-${permission.key}`} style={{ height: '100%' }}>
                <Flex gap={12} align="start">
                  <span aria-hidden style={{ fontSize: 24 }}>
                    {permission.icon}
                  </span>
                  <Flex vertical gap={4} style={{ minWidth: 0 }}>
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      {t(`acl.cards.${permission.key}.title`)}
                    </Typography.Title>
                    <Typography.Text type="secondary">
                      <bdi>{`${actionLabel(permission.action)}: ${subjectLabel(permission.subject)}`}</bdi>
                    </Typography.Text>
                    <Typography.Paragraph style={{ margin: 0 }}>
                      {t(`acl.cards.${permission.key}.body`)}
                    </Typography.Paragraph>
                  </Flex>
                </Flex>
              </Card>
            </Col>
          </Can>
        ))}
      </Row>
    </>
  );
}
