// What every showcase table shares: antd's Table named for screen readers, its scrolling parts reachable with Tab
// (ui-kit's useTableAccessibility), and the names antd writes in English whatever its locale (selection
// checkboxes, icon-only filter buttons) given in the page's language, as ui-kit's DataTable does.
import { useRef } from 'react';
import { Table, type TableProps } from 'antd';
import { FilterFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE, useTableAccessibility } from '@live-agent/ui-kit';
import './tables.css';

export type NamedTableProps<T> = TableProps<T> & { label: string };

export function NamedTable<T extends object>({ label, ...table }: NamedTableProps<T>) {
  const area = useRef<HTMLDivElement>(null);
  useTableAccessibility(area, label);
  return (
    <div ref={area} className="tables-showcase-table">
      <Table<T> {...table} />
    </div>
  );
}

/** A rowSelection's names: the header box and each row's box, named after the row. */
export function useSelectionNames<T>(nameOf: (row: T) => string) {
  const { t } = useTranslation(UI_NAMESPACE);
  return {
    getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
    getCheckboxProps: (row: T) => ({ 'aria-label': t('table.selectRow', { name: nameOf(row) }) }),
  };
}

/** A column's filterIcon: antd's filter button holds only the icon, so the icon names it. */
export function useFilterIcon() {
  const { t } = useTranslation(UI_NAMESPACE);
  return (column: string) =>
    function FilterIcon() {
      return <FilterFilled aria-label={t('table.filterBy', { column })} />;
    };
}
