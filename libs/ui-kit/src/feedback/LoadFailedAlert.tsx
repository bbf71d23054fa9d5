// What a screen shows in place of data it could not read: its own title, why (the error catalogue's lines) and
// Retry. An alert above the screen's frame (LoadFailedAlert), or the block's whole state where nothing else is left
// to show (LoadFailedResult). One look for every remote; the title and, where the screen has its own, the Retry
// label stay its strings.
import { Alert, Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';

export interface LoadFailedAlertProps {
  title: string;
  /** Why, from describeApiError; none: the title alone. */
  lines?: string[] | null;
  onRetry: () => void;
  /** The Retry button's text; ui-kit's own by default. */
  retryLabel?: string;
}

function RetryButton({ onRetry, retryLabel }: Pick<LoadFailedAlertProps, 'onRetry' | 'retryLabel'>) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Button icon={<ReloadOutlined />} onClick={onRetry}>
      {retryLabel ?? t('error.retry')}
    </Button>
  );
}

const reasons = (lines: string[] | null | undefined) => (lines?.length ? lines.join(' ') : undefined);

export function LoadFailedAlert({ title, lines, onRetry, retryLabel }: LoadFailedAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={reasons(lines)}
      action={<RetryButton onRetry={onRetry} retryLabel={retryLabel} />}
    />
  );
}

export function LoadFailedResult({ title, lines, onRetry, retryLabel }: LoadFailedAlertProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={reasons(lines)}
      extra={<RetryButton onRetry={onRetry} retryLabel={retryLabel} />}
    />
  );
}
