// A table cell's figure with a smaller secondary figure under it (CSAT % over the rated count). Plain
// elements coloured through antd's CSS variables: a Typography per cell costs visible time on tables of
// a few hundred cells.
import type { ReactNode } from 'react';

export const SECONDARY_TEXT = 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))';

export function Figure({ value, detail }: { value: ReactNode; detail?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <span>{value}</span>
      {detail ? <span style={{ fontSize: 12, whiteSpace: 'nowrap', color: SECONDARY_TEXT }}>{detail}</span> : null}
    </div>
  );
}
