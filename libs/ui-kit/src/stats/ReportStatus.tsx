// The states around a report's figures: a spinner on first load, the reasons and Retry when it failed,
// and, while a newer query loads, the last figures under a progress indicator instead of an empty page.
import type { ReactNode } from 'react';
import { Alert, Button, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

export interface ReportStatusProps {
  hasData: boolean;
  loading: boolean;
  error: string[] | null;
  onRetry: () => void;
  children: ReactNode;
}

export function ReportStatus({ hasData, loading, error, onRetry, children }: ReportStatusProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  const retry = (
    <Button icon={<ReloadOutlined />} onClick={onRetry}>
      {t('error.retry')}
    </Button>
  );
  if (!hasData && error) {
    return (
      <Result
        status="warning"
        title={t('stats.loadFailed')}
        subTitle={error.join(' ')}
        extra={retry}
        data-testid="report-error"
      />
    );
  }
  if (!hasData) {
    return (
      <div style={{ padding: 64, textAlign: 'center' }}>
        <Spin size="large" description={t('stats.loading')} />
      </div>
    );
  }
  return (
    <>
      {error && !loading ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('stats.refreshFailed')}
          description={error.join(' ')}
          action={retry}
        />
      ) : null}
      <Spin spinning={loading} delay={200} description={t('stats.loading')}>
        {children}
      </Spin>
    </>
  );
}
