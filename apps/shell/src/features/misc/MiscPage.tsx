import { Button } from 'antd';
import { StopOutlined, WarningOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@live-agent/ui-kit';

/** Shell-owned full pages: not authorized (route guards send users here) and the generic error. */
export default function MiscPage({ kind }: { kind: 'notAuthorized' | 'error' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const notAuthorized = kind === 'notAuthorized';
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <StatusPage
        tone={notAuthorized ? 'warning' : 'error'}
        icon={notAuthorized ? <StopOutlined /> : <WarningOutlined />}
        title={t(notAuthorized ? 'misc.notAuthorizedTitle' : 'misc.errorTitle')}
        subTitle={t(notAuthorized ? 'misc.notAuthorizedBody' : 'misc.errorBody')}
        data-testid={notAuthorized ? 'not-authorized' : 'error-page'}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('misc.backHome')}
          </Button>
        }
      />
    </div>
  );
}
