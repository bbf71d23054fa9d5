// What a screen shows in place of data it could not read: its own title, why (the error catalogue's lines) and
// Retry. One look for every remote; the title and, where the screen has its own, the Retry label stay its strings.
import { Alert, Button } from 'antd';
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

export function LoadFailedAlert({ title, lines, onRetry, retryLabel }: LoadFailedAlertProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={lines?.length ? lines.join(' ') : undefined}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {retryLabel ?? t('error.retry')}
        </Button>
      }
    />
  );
}
