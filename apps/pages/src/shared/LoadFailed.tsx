// What a demo screen shows when its data could not be read: why (the error catalogue's lines) and Retry; and, around
// the part of a screen that shows what it read, that or a skeleton until the data is in.
import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QueryView } from '@live-agent/store/api';
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

/**
 * A screen's part that shows `data` read by `view` (queryView's): LoadFailed (`failedTitle`) when reading failed with
 * nothing in hand, a card of `rows` skeleton lines while nothing is in, then `children` of the data.
 */
export function Loaded<T>({
  view,
  data,
  failedTitle,
  rows = 8,
  children,
}: {
  view: Pick<QueryView<unknown>, 'status' | 'error' | 'reload'>;
  data: T | null | undefined;
  failedTitle: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (view.status === 'error' && !data)
    return <LoadFailed title={failedTitle} lines={view.error} onRetry={view.reload} />;
  if (!data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    );
  return children(data);
}
