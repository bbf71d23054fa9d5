// One user: their card, plan (with an upgrade dialog), what their role may do, and their recent activity. An
// unknown id shows the Not Found page.
import { Button, Col, Flex, Row, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NotFoundPage, PageHeader } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { useUserDetail } from './useUserDetail';
import { UserCard } from './components/UserCard';
import { PlanCard } from './components/PlanCard';
import { PermissionsTable } from './components/PermissionsTable';
import { ActivityTimeline } from './components/ActivityTimeline';
import { LoadFailed } from '../../shared/LoadFailed';
import './users.css';

function UserViewPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const detail = useUserDetail();
  const { user } = detail;

  if (detail.missing) return <NotFoundPage onHome={() => navigate('/apps/user/list')} />;

  return (
    <>
      <PageHeader title={user ? user.fullName : t('screens.userView')} subtitle={t('users.view.subtitle')} />
      <Flex style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/apps/user/list')}>
          {t('users.backToList')}
        </Button>
      </Flex>
      {detail.failed ? (
        <LoadFailed title={t('users.loadFailed')} lines={detail.error} onRetry={detail.reload} />
      ) : detail.pending || !user ? (
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={8}>
            <Flex vertical gap={16}>
              <UserCard user={user} />
              <PlanCard
                user={user}
                saving={detail.saving}
                onChangePlan={(currentPlan) => detail.save({ currentPlan })}
              />
            </Flex>
          </Col>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <PermissionsTable role={user.role} />
              <ActivityTimeline activity={detail.activity} />
            </Flex>
          </Col>
        </Row>
      )}
    </>
  );
}

export default UserViewPage;
