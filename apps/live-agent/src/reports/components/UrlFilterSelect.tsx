// A report filter kept in the URL (`?departmentId=2`): a searchable select whose empty value means all.
import { memo, useCallback } from 'react';
import { Select } from 'antd';
import { useReportSearch } from '../useReportSearch';

export interface UrlFilterSelectProps {
  /** The search parameter, e.g. 'departmentId'. */
  param: string;
  /** Translated, e.g. "All departments": the placeholder and the accessible name. */
  allLabel: string;
  label: string;
  options: { value: string | number; label: string }[];
  loading?: boolean;
  width?: number;
}

const SEARCH_BY_LABEL = { optionFilterProp: 'label' };

export function UrlFilterSelect({ param, options, ...shown }: UrlFilterSelectProps) {
  const { filter, setFilter } = useReportSearch();
  const raw = filter(param);
  // Ids come back from the URL as text; match them to numeric options.
  const value = raw === undefined ? undefined : (options.find((option) => String(option.value) === raw)?.value ?? raw);
  const onChange = useCallback(
    (next: string | number | undefined) => setFilter(param, next ?? null),
    [setFilter, param],
  );
  return <FilterSelect param={param} options={options} value={value} onChange={onChange} {...shown} />;
}

type FilterSelectProps = UrlFilterSelectProps & {
  value: string | number | undefined;
  onChange(next: string | number | undefined): void;
};

const sameOptions = (a: FilterSelectProps['options'], b: FilterSelectProps['options']) =>
  a === b ||
  (a.length === b.length && a.every((option, i) => option.value === b[i].value && option.label === b[i].label));

/**
 * Renders again only when what it shows changes, not on every URL change (a page or a sort of the table below):
 * antd keeps a select's list mounted once opened, and each render of that list measures its items' heights, a
 * forced layout in the middle of the table's update.
 */
const FilterSelect = memo(
  function FilterSelect({ param, allLabel, label, options, loading, width = 190, value, onChange }: FilterSelectProps) {
    return (
      <Select
        aria-label={label}
        data-testid={`filter-${param}`}
        allowClear
        showSearch={SEARCH_BY_LABEL}
        placeholder={allLabel}
        value={value}
        options={options}
        loading={loading}
        style={{ width }}
        onChange={onChange}
      />
    );
  },
  (before, after) =>
    before.param === after.param &&
    before.allLabel === after.allLabel &&
    before.label === after.label &&
    before.loading === after.loading &&
    before.width === after.width &&
    before.value === after.value &&
    before.onChange === after.onChange &&
    sameOptions(before.options, after.options),
);
