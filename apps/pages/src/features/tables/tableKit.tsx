// What every showcase table shares: antd's Table named for screen readers, its scrolling parts reachable with Tab
// (ui-kit's useTableAccessibility), and the names antd writes in English whatever its locale (selection
// checkboxes, icon-only filter buttons) given in the page's language, as ui-kit's DataTable does. A virtual table's
// body scrolls only by wheel and its own scrollbar (it hides the browser's): focused, it takes the keys any
// scrolling region takes.
import { useEffect, useRef } from 'react';
import { Table, type TableProps } from 'antd';
import { FilterFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE, useTableAccessibility } from '@live-agent/ui-kit';
import './tables.css';

export type NamedTableProps<T> = TableProps<T> & { label: string };

export function NamedTable<T extends object>({ label, ...table }: NamedTableProps<T>) {
  const area = useRef<HTMLDivElement>(null);
  useTableAccessibility(area, label);
  useEffect(() => {
    const body = area.current?.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder');
    if (!body) return;
    body.tabIndex = 0;
    body.setAttribute('role', 'region');
    body.setAttribute('aria-label', label);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== body) return;
      const line = 40;
      const page = Math.max(line, body.clientHeight - line);
      const moves: Record<string, number> = {
        ArrowDown: line,
        ArrowUp: -line,
        PageDown: page,
        PageUp: -page,
        Home: -Infinity,
        End: Infinity,
      };
      const move = moves[event.key];
      if (move === undefined) return;
      event.preventDefault();
      // The list follows its body's scrollTop (its scroll event).
      body.scrollTop = Math.max(0, Math.min(body.scrollHeight - body.clientHeight, body.scrollTop + move));
    };
    body.addEventListener('keydown', onKeyDown);
    return () => body.removeEventListener('keydown', onKeyDown);
  }, [label]);
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
