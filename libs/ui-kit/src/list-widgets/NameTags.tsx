import { memo } from 'react';
import { Tag, Tooltip, Typography } from 'antd';
import { NO_VALUE } from '../format/format';

/**
 * The names of the records `ids` point at, as tags: the first `max` shown, the rest behind "+N" with a
 * tooltip listing them. `empty` is shown when there are no ids (e.g. "All departments"; "—" by default).
 */
export const NameTags = memo(function NameTags({
  ids,
  names,
  max = 2,
  empty,
  color,
}: {
  ids: readonly number[];
  names: ReadonlyMap<number, string>;
  max?: number;
  empty?: string;
  color?: string;
}) {
  if (ids.length === 0) return <Typography.Text type="secondary">{empty ?? NO_VALUE}</Typography.Text>;
  const labels = ids.map((id) => names.get(id) ?? `#${id}`);
  const shown = labels.slice(0, max);
  const rest = labels.slice(max);
  return (
    <span className="la-name-tags">
      {shown.map((label, index) => (
        <Tag key={`${ids[index]}`} color={color}>
          {label}
        </Tag>
      ))}
      {rest.length ? (
        <Tooltip title={rest.join(', ')}>
          <Tag aria-label={rest.join(', ')}>+{rest.length}</Tag>
        </Tooltip>
      ) : null}
    </span>
  );
});

/** id → name of every record of a feature's allData. */
export function namesOf<T extends { id: number }>(rows: readonly T[], name: (row: T) => string): Map<number, string> {
  return new Map(rows.map((row) => [row.id, name(row)]));
}
