// What a demo screen shows when its data could not be read: why (the error catalogue's lines) and Retry.
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

export function LoadFailed({ title, lines, onRetry }: { title: string; lines?: string[] | null; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={lines?.length ? lines.join(' ') : undefined}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
