// One toolbar filter of a list screen: a labelled, clearable Select that writes `params.filters[name]`
// and starts again at page 1.
import { memo, useMemo } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import type { FilterValue, ListParams } from '../data-table/listParams';

export interface FilterOption {
  value: string | number;
  label: string;
}

export const FilterSelect = memo(function FilterSelect({
  name,
  label,
  params,
  onParamsChange,
  options,
  width = 170,
}: {
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

/** Active / Inactive (or, with `labels: 'enabled'`, Enabled / Disabled) as filter choices, sent as 'true' / 'false'. */
export function useActiveOptions(labels: 'active' | 'enabled' = 'active'): FilterOption[] {
  const { t } = useTranslation(UI_NAMESPACE);
  return useMemo(
    () => [
      { value: 'true', label: t(labels === 'enabled' ? 'activity.enabled' : 'activity.active') },
      { value: 'false', label: t(labels === 'enabled' ? 'activity.disabled' : 'activity.inactive') },
    ],
    [t, labels],
  );
}
