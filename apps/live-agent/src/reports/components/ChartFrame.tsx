// The box every chart draws in: full width of its card at a fixed height. Recharts measures its parent
// with ResizeObserver; `initialDimension` gives it a size before the first measurement (and in jsdom).
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

export function ChartFrame({ height = 260, label, children }: { height?: number; label: string; children: ReactElement }) {
  return (
    <div role="img" aria-label={label} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}
