// Shown by the router when a shell route fails to render or its lazy chunk cannot be fetched (often
// right after a redeploy): a translated page with a reload, instead of the router's developer page.
import { Button } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@live-agent/ui-kit';

export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <StatusPage
        tone="error"
        icon={<WarningOutlined />}
        title={t('misc.errorTitle')}
        subTitle={t('misc.routeErrorBody')}
        data-testid="route-error"
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('misc.reload')}
          </Button>
        }
      >
        {error instanceof Error ? <code style={{ fontSize: 12, opacity: 0.6 }}>{error.message}</code> : null}
      </StatusPage>
    </div>
  );
}
