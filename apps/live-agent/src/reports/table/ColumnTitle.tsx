// A report table's column header with the metric's explanation in a tooltip (how the figure is computed).
import type { CSSProperties } from 'react';
import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

/**
 * A header wraps rather than widening its column: a line is at most this wide, or as wide as the header's longest
 * word if that is longer (a grid track of `fit-content()`). The report tables size their columns to their content
 * (`scroll.x: 'max-content'`, which keeps the sticky header in line with the rows), so a plain label stayed on one
 * line and "Avg first response" made its column of "3 min 54 s" twice as wide as its figures.
 */
const WRAPPED: CSSProperties = { display: 'inline-grid', gridTemplateColumns: 'fit-content(5em)' };

/** `wrap: false` for a column that is wide anyway (the status timeline): its header stays on one line. */
export function ColumnTitle({ label, hint, wrap = true }: { label: string; hint?: string; wrap?: boolean }) {
  const style = wrap ? WRAPPED : undefined;
  if (!hint)
    return (
      <span style={style}>
        <span>{label}</span>
      </span>
    );
  return (
    <Tooltip title={hint}>
      <span className="la-column-title" style={style}>
        <span>
          {label}
          <InfoCircleOutlined aria-label={hint} style={{ fontSize: 12, opacity: 0.55, marginInlineStart: 4 }} />
        </span>
      </span>
    </Tooltip>
  );
}
