// One toolbar filter of a list screen: a labelled, clearable Select that writes `params.filters[name]`
// and starts again at page 1. Shared by the Admins and Agents screens and the Agents tabs.
import { memo } from 'react';
import { Select } from 'antd';
import type { FilterValue, ListParams } from '@live-agent/ui-kit';

export interface FilterOption {
  value: string | number;
  label: string;
}

export const FilterSelect = memo(function FilterSelect({ name, label, params, onParamsChange, options, width = 170 }: {
  name: string;
  label: string;
  params: ListParams;
  onParamsChange: (next: ListParams) => void;
  options: FilterOption[];
  width?: number;
}) {
  const current = params.filters[name];
  return (
    <Select<string | number>
      allowClear
      aria-label={label}
      placeholder={label}
      value={current === null || current === undefined || current === '' ? undefined : (current as string | number)}
      options={options}
      showSearch={options.length > 7 ? { optionFilterProp: 'label' } : false}
      popupMatchSelectWidth={false}
      style={{ width }}
      data-testid={`filter-${name}`}
      onChange={(value) => {
        const filters: Record<string, FilterValue> = { ...params.filters, [name]: value ?? undefined };
        onParamsChange({ ...params, filters, page: 1 });
      }}
    />
  );
});

/** Active / Inactive as filter choices (sent as 'true' / 'false'). */
export function activeOptions(t: (key: string) => string): FilterOption[] {
  return [
    { value: 'true', label: t('common.active') },
    { value: 'false', label: t('common.inactive') },
  ];
}
