// Full-page states every app shows the same way: remote unavailable or crashed (with Retry), turned
// off by a presenter, not found, and the honest "not built yet" of scaffolding routes.
import { Button, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

export function RemoteUnavailable({ remote, detail, crashed, onRetry, retrying }: {
  remote: string;
  detail?: string;
  crashed?: boolean;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Result
      status="warning"
      title={crashed ? t('error.title') : t('error.unavailable', { remote })}
      subTitle={crashed ? t('error.crashedBody') : t('error.unavailableBody')}
      data-testid="remote-unavailable"
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          {t('error.retry')}
        </Button>
      }
    >
      {detail ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
          {t('error.details')}: <Typography.Text code>{detail}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
    </Result>
  );
}

export function RemoteTurnedOff({ remote }: { remote: string }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return <Result status="info" title={t('turnedOff.title', { remote })} subTitle={t('turnedOff.body')} data-testid="remote-turned-off" />;
}

export function NotFoundPage({ onHome }: { onHome?: () => void }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.body')}
      extra={onHome ? <Button type="primary" onClick={onHome}>{t('notFound.home')}</Button> : null}
    />
  );
}

export function NotBuiltYet({ screen, remote }: { screen: string; remote: string }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return <Result status="info" title={t('notBuilt.title')} subTitle={t('notBuilt.body', { screen, remote })} data-testid="not-built-yet" />;
}

export function PageSpinner() {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }} role="status" aria-live="polite">
      <Spin size="large" description={t('loading')} />
    </div>
  );
}
