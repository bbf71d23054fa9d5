// Full-page states every app shows the same way: remote unavailable or crashed (with Retry), turned
// off by a presenter, not found, a crash.
import { Button, Spin, Typography } from 'antd';
import { ApiOutlined, BugOutlined, CompassOutlined, PoweroffOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { StatusPage } from './StatusPage';

export function RemoteUnavailable({
  remote,
  detail,
  crashed,
  onRetry,
  retrying,
}: {
  remote: string;
  detail?: string;
  crashed?: boolean;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <StatusPage
      tone="warning"
      icon={crashed ? <BugOutlined /> : <ApiOutlined />}
      title={crashed ? t('error.title') : t('error.unavailable', { remote })}
      subTitle={crashed ? t('error.crashedBody') : t('error.unavailableBody')}
      data-testid="remote-unavailable"
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          {t('error.retry')}
        </Button>
      }
    >
      {/* The runtime's own words (e.g. "RUNTIME-013 …") help a presenter or a developer, not a user: folded away. */}
      {detail ? (
        <details className="la-status-details" style={{ marginTop: 24, maxWidth: 720 }}>
          <summary>
            <Typography.Text type="secondary">{t('error.details')}</Typography.Text>
          </summary>
          <Typography.Text code style={{ fontSize: 12 }}>
            {detail}
          </Typography.Text>
        </details>
      ) : null}
    </StatusPage>
  );
}

export function RemoteTurnedOff({ remote }: { remote: string }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <StatusPage
      tone="info"
      icon={<PoweroffOutlined />}
      title={t('turnedOff.title', { remote })}
      subTitle={t('turnedOff.body')}
      data-testid="remote-turned-off"
    />
  );
}

export function NotFoundPage({ onHome }: { onHome?: () => void }) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <StatusPage
      tone="info"
      icon={<CompassOutlined />}
      title={t('notFound.title')}
      subTitle={t('notFound.body')}
      data-testid="not-found"
      extra={
        onHome ? (
          <Button type="primary" onClick={onHome}>
            {t('notFound.home')}
          </Button>
        ) : null
      }
    />
  );
}

export function PageSpinner() {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <div
      style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }}
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
    >
      <Spin size="large" />
    </div>
  );
}

/** A page for something that broke, with one action (reload, retry); texts come from the caller. */
export function CrashPage({
  title,
  body,
  actionLabel,
  onAction,
  detail,
  ...rest
}: {
  title: string;
  body: string;
  actionLabel: string;
  onAction: () => void;
  detail?: string;
  'data-testid'?: string;
}) {
  return (
    <StatusPage
      tone="error"
      icon={<BugOutlined />}
      title={title}
      subTitle={body}
      data-testid={rest['data-testid']}
      extra={
        <Button type="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {detail ? (
        <Typography.Text code style={{ fontSize: 12, marginTop: 16 }}>
          {detail}
        </Typography.Text>
      ) : null}
    </StatusPage>
  );
}
