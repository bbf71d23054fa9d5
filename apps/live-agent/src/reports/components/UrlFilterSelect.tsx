// A report filter kept in the URL (`?departmentId=2`): a searchable select whose empty value means all.
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

export function UrlFilterSelect({ param, allLabel, label, options, loading, width = 190 }: UrlFilterSelectProps) {
  const { filter, setFilter } = useReportSearch();
  const raw = filter(param);
  // Ids come back from the URL as text; match them to numeric options.
  const value = raw === undefined ? undefined : (options.find((option) => String(option.value) === raw)?.value ?? raw);
  return (
    <Select
      aria-label={label}
      data-testid={`filter-${param}`}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={allLabel}
      value={value}
      options={options}
      loading={loading}
      style={{ width }}
      onChange={(next) => setFilter(param, next ?? null)}
    />
  );
}
