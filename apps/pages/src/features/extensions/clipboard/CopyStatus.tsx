// The line under a copy control that says whether it worked (read out by screen readers as it changes).
import { Typography } from 'antd';
import type { CopyState } from './useCopy';

export function CopyStatus({ state, message }: { state: CopyState; message: string }) {
  return (
    <Typography.Text role="status" type={state === 'failed' ? 'danger' : 'success'}>
      {message}
    </Typography.Text>
  );
}
