// The maintenance page: what a user sees while the product is being worked on, with a way back home. A route of
// this remote, so it shows inside the normal layout.
import { Button } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader, StatusPage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';

export default function MaintenancePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('misc.maintenance.title')} />
      <StatusPage
        tone="warning"
        icon={<ToolOutlined />}
        title={t('misc.maintenance.heading')}
        subTitle={t('misc.maintenance.body')}
        data-testid="maintenance"
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('misc.maintenance.home')}
          </Button>
        }
      />
    </>
  );
}
