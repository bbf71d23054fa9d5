// A report table's column header with the metric's explanation in a tooltip (how the figure is computed).
import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';

export function ColumnTitle({ label, hint }: { label: string; hint?: string }) {
  if (!hint) return <span>{label}</span>;
  return (
    <Tooltip title={hint}>
      <span className="la-column-title">
        {label}
        <InfoCircleOutlined aria-label={hint} style={{ fontSize: 12, opacity: 0.55, marginInlineStart: 4 }} />
      </span>
    </Tooltip>
  );
}
