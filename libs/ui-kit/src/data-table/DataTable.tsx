// The list block every product screen shares (docs/architecture.md, Conventions): server paging, sorting and search through one
// ListParams object, the screen's filters and actions in the toolbar, row actions (edit, delete with
// confirmation), optional bulk selection, and honest loading, empty and error states. The screen owns the
// params (in its slice); this component only reports what the user asked for.
// Decision: the table fits its card. It takes the card's width and no more (headers and cells wrap to fit; a
// column's `width` is the least it is given), each cell is capped in width (long text is cut after two lines, the
// full text on hover and in the screen's drawer), the row actions are pinned to the end, and whatever is still wider
// than the card, once every column is as narrow as its content allows, scrolls inside it, never the page.
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  type Key,
  type ReactElement,
  type HTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { Button, Flex, Input, Pagination, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from '../i18n/resources';
import { Confirm } from '../feedback/Confirm';
import { useClearable, usePagerItems, useSearchButton } from '../icons/namedControls';
import { useTableAccessibility } from './useTableAccessibility';
import { useSearchBox } from '../url-state/useSearchBox';
import { isNarrowed, PAGE_SIZE_OPTIONS, type ListParams } from './listParams';
import { usePageSizeChanger } from './pageSizeChanger';
import '../a11y/a11y.css';
import './data-table.css';

// `x: true` with the automatic layout: the table is as wide as its card, wider only when its columns cannot be
// narrower. With `x: 'max-content'` it was as wide as its content unwrapped (no header ever wrapped), so at a desk
// the last columns slid under the pinned actions column. `max-content` stays for a table that scrolls at any width
// (`fitColumns={false}`): squeezed to its narrowest first, its short values would wrap for nothing.
/** The attribute naming a sortable column's key on its header cell. */
const SORT_KEY_ATTRIBUTE = 'data-sort-key';
const TABLE_SCROLL = { x: true as const, scrollToFirstRowOnChange: false };
const CONTENT_SCROLL = { x: 'max-content' as const, scrollToFirstRowOnChange: false };

export interface DataTableColumn<T> {
  /** The record field this column shows; also the sort key sent to the server. */
  key: string;
  title: ReactNode;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** Widest a cell may grow (px, default 360); longer content is cut with an ellipsis. */
  maxWidth?: number;
  /** Lines of text before the cut (default 2). */
  lines?: number;
  /** The full text shown on hover when the cell is cut; by default the field's value when nothing renders it. */
  fullText?: (row: T) => string | undefined;
}

const CELL_MAX_WIDTH = 360;

/** The text a cut cell shows on hover: the field's own value when it is plain text (and shown as it is). */
function fullText(row: unknown, key: string): string | undefined {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * A cell's content, drawn again only when its row or its column's drawing changes. antd redraws every cell of the
 * table whenever the table renders (a sort or page click, the loading state), and the cells' tags, tooltips and
 * buttons are what makes a click slow (INP, scripts/bench/interaction.mjs); this keeps that redraw to a compare.
 */
const CellContent = memo(function CellContent({ row, draw }: { row: unknown; draw: (row: unknown) => ReactNode }) {
  return <>{draw(row)}</>;
}) as <T>(props: { row: T; draw: (row: T) => ReactNode }) => ReactElement;

export interface RowActions<T> {
  /** Opens the record's own page (shown before Edit). */
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  /** What the delete confirmation names, e.g. the agent's name. */
  describe: (row: T) => string;
}

export interface DataTableProps<T extends { id: Key }> {
  /** Accessible name of the table, e.g. "Agents". */
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  total: number;
  loading: boolean;
  /** The last load failed: show the error state with Retry instead of stale rows. */
  error?: boolean;
  onRetry?: () => void;
  params: ListParams;
  onParamsChange: (next: ListParams) => void;
  /** Filter controls (they write to params.filters through onParamsChange). */
  filters?: ReactNode;
  /** Buttons at the right of the toolbar (Add, Export, Import). */
  actions?: ReactNode;
  rowActions?: RowActions<T>;
  /** Bulk selection: the selected ids and what can be done with them. */
  selection?: { keys: Key[]; onChange: (keys: Key[]) => void; actions: ReactNode };
  searchPlaceholder?: string;
  /**
   * false for a table with more columns than a desk holds (the chat report's fourteen): each value keeps its line
   * and the table scrolls inside its card, rather than being squeezed first. Default: the columns share the card.
   */
  fitColumns?: boolean;
}

/**
 * Rows already shown stay as they are this long before a reload blurs them under the spinner: most answers come
 * sooner, and the blur restyles every cell of the table (a style recalculation in the frame right after a sort or
 * page click, which the click then waited for: INP, scripts/bench/interaction.mjs). A first load spins at once.
 * Meanwhile a thin bar over the table's top edge (data-table.css) says at once that the click was taken.
 */
export const RELOAD_SPINNER_DELAY_MS = 300;
/**
 * The bar's class from the moment of a sort or page change until the table's state moves (loading, rows or error):
 * the screen draws the new params in a router transition, so a key press on the pager (which moves nothing else on
 * screen, unlike a click) showed nothing until then, and Event Timing counted it all.
 */
export const ASKED_CLASS = 'la-table-asked';

function sortOrderOf(sort: string, key: string): 'ascend' | 'descend' | null {
  if (sort === key) return 'ascend';
  if (sort === `-${key}`) return 'descend';
  return null;
}

export function DataTable<T extends { id: Key }>({
  label,
  columns,
  rows,
  total,
  loading,
  error,
  onRetry,
  params,
  onParamsChange,
  filters,
  actions,
  rowActions,
  selection,
  searchPlaceholder,
  fitColumns = true,
}: DataTableProps<T>) {
  const { t } = useTranslation(UI_NAMESPACE);
  const sizeChanger = usePageSizeChanger();
  const clearable = useClearable();
  const searchButton = useSearchButton();
  const pagerItems = usePagerItems();
  const frame = useRef<HTMLDivElement>(null);
  useTableAccessibility(frame, label);
  // Set on the element, not in state: a render of the table would hold the frame that shows the bar.
  useLayoutEffect(() => frame.current?.classList.remove(ASKED_CLASS), [loading, rows, error]);

  // A search always starts again at page 1.
  const [search, setSearch] = useSearchBox(params.q, (q) => onParamsChange({ ...params, q, page: 1 }));

  // How each cell is drawn depends on the columns only, not on the sort or the page, so CellContent can skip the
  // cells of rows that did not change.
  const drawers = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.key,
          (row: T) => (
            <div
              className="la-cell"
              style={{ maxWidth: column.maxWidth ?? CELL_MAX_WIDTH, WebkitLineClamp: column.lines ?? 2 }}
              title={column.fullText ? column.fullText(row) : column.render ? undefined : fullText(row, column.key)}
            >
              {column.render ? column.render(row) : ((row as Record<string, ReactNode>)[column.key] ?? null)}
            </div>
          ),
        ]),
      ),
    [columns],
  );

  const drawActions = useMemo(
    () =>
      rowActions
        ? (row: T) => (
            <Space size={0}>
              {rowActions.onView ? (
                <Tooltip title={t('table.view')}>
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label={t('table.viewNamed', { name: rowActions.describe(row) })}
                    onClick={() => rowActions.onView!(row)}
                  />
                </Tooltip>
              ) : null}
              {rowActions.onEdit ? (
                <Tooltip title={t('table.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('table.editNamed', { name: rowActions.describe(row) })}
                    onClick={() => rowActions.onEdit!(row)}
                  />
                </Tooltip>
              ) : null}
              {rowActions.onDelete ? (
                <Confirm
                  title={t('table.deleteTitle', { name: rowActions.describe(row) })}
                  description={t('table.deleteBody')}
                  okText={t('table.delete')}
                  cancelText={t('table.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => rowActions.onDelete!(row)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('table.deleteNamed', { name: rowActions.describe(row) })}
                  />
                </Confirm>
              ) : null}
            </Space>
          )
        : null,
    [rowActions, t],
  );

  const tableColumns = useMemo<NonNullable<TableProps<T>['columns']>>(() => {
    const shown: NonNullable<TableProps<T>['columns']> = columns.map((column) => {
      const draw = drawers.get(column.key)!;
      return {
        key: column.key,
        dataIndex: column.key,
        title: column.title,
        width: column.width,
        align: column.align,
        sorter: column.sortable ? true : undefined,
        sortOrder: column.sortable ? sortOrderOf(params.sort, column.key) : undefined,
        // Which column a header is: a click on it is taken before antd's own handler (sortFromHeader).
        onHeaderCell: column.sortable
          ? () => ({ [SORT_KEY_ATTRIBUTE]: column.key }) as HTMLAttributes<HTMLElement>
          : undefined,
        showSorterTooltip: false,
        render: (_: unknown, row: T) => <CellContent row={row} draw={draw} />,
      };
    });
    if (rowActions && drawActions) {
      shown.push({
        key: '__actions',
        title: <span className="la-sr-only">{t('table.actions')}</span>,
        align: 'right',
        width: rowActions.onView ? 136 : 96,
        fixed: 'end',
        render: (_: unknown, row: T) => <CellContent row={row} draw={drawActions} />,
      });
    }
    return shown;
  }, [columns, drawers, drawActions, params.sort, rowActions, t]);

  /** A sort or page asked for: the bar shows in this very frame, the screen draws the new params after. */
  const ask = (next: ListParams) => {
    frame.current?.classList.add(ASKED_CLASS);
    onParamsChange(next);
  };

  // A click (or Enter) on a sortable header asks for the next sort here, before antd's header handler sees it: antd
  // keeps the sort in its own state too and, though the sort shown is ours, drew the whole table again for it in the
  // click itself, every row and cell, before the browser could paint the bar that says the click was taken (INP,
  // scripts/bench/interaction.mjs). The sort cycles as antd's does: ascending, descending, none.
  const sortFromHeader = (event: SyntheticEvent<HTMLElement>) => {
    const header = (event.target as HTMLElement).closest<HTMLElement>(`th[${SORT_KEY_ATTRIBUTE}]`);
    const key = header?.getAttribute(SORT_KEY_ATTRIBUTE);
    if (!key) return;
    event.stopPropagation();
    const order = sortOrderOf(params.sort, key);
    ask({ ...params, sort: order === null ? key : order === 'ascend' ? `-${key}` : '', page: 1 });
  };

  // The pager is the table's neighbour, not antd's table pagination, for the same reason as the sort: antd's table
  // keeps the page in its own state too and drew every row again in the click before our params moved anything.
  // A new page size starts again at page 1; a page change keeps the sort.
  const onPage = (page: number, perPage: number) =>
    ask({ ...params, perPage, page: perPage === params.perPage ? page : 1 });

  const narrowed = isNarrowed(params);
  const emptyText = error ? (
    <Flex vertical align="center" gap={8} className="la-table-state" role="alert">
      <WarningOutlined className="la-table-state-icon" />
      <Typography.Text>{t('table.error')}</Typography.Text>
      {onRetry ? (
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      ) : null}
    </Flex>
  ) : (
    <Flex vertical align="center" gap={8} className="la-table-state">
      <Typography.Text type="secondary">{narrowed ? t('table.noMatches') : t('table.empty')}</Typography.Text>
      {narrowed ? (
        <Button onClick={() => onParamsChange({ ...params, q: '', filters: {}, page: 1 })}>
          {t('table.clearFilters')}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    // aria-busy says "loading" at once, also while the spinner waits (assistive tech, and tests wait on it).
    <div className="la-data-table" ref={frame} aria-busy={loading}>
      <Flex wrap gap={8} align="center" className="la-table-toolbar">
        <Input.Search
          allowClear={clearable}
          enterButton={searchButton}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onParamsChange({ ...params, q: value, page: 1 })}
          placeholder={searchPlaceholder ?? t('table.search')}
          aria-label={searchPlaceholder ?? t('table.search')}
          className="la-table-search"
        />
        {filters}
        <span className="la-table-spacer" />
        {actions}
      </Flex>
      {selection && selection.keys.length > 0 ? (
        <Flex wrap gap={8} align="center" className="la-table-bulk" role="region" aria-label={t('table.bulk')}>
          <Typography.Text strong>{t('table.selected', { count: selection.keys.length })}</Typography.Text>
          {selection.actions}
          <Button type="link" onClick={() => selection.onChange([])}>
            {t('table.clearSelection')}
          </Button>
        </Flex>
      ) : null}
      <div
        className="la-table-frame"
        onClickCapture={sortFromHeader}
        onKeyDownCapture={(event) => {
          if (event.key === 'Enter') sortFromHeader(event);
        }}
      >
        {/* Shows at once that a sort or page click was taken, while the spinner waits (RELOAD_SPINNER_DELAY_MS). */}
        <div className="la-table-progress" aria-hidden="true" />
        <Table<T>
          aria-label={label}
          rowKey="id"
          size="middle"
          columns={tableColumns}
          dataSource={error ? [] : (rows as T[])}
          loading={{ spinning: loading, delay: rows.length > 0 ? RELOAD_SPINNER_DELAY_MS : undefined }}
          locale={{ emptyText }}
          // No scroll to the first row on a page change: the body only scrolls sideways, and antd's animation of it
          // would read the layout in every frame of the page's re-render.
          scroll={fitColumns ? TABLE_SCROLL : CONTENT_SCROLL}
          tableLayout="auto"
          rowSelection={
            selection
              ? {
                  selectedRowKeys: selection.keys,
                  onChange: (keys) => selection.onChange(keys),
                  preserveSelectedRowKeys: true,
                  // antd names these checkboxes in English whatever its locale ("Select all", "Select row 3").
                  getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
                  getCheckboxProps: (row: T) => ({
                    'aria-label': t('table.selectRow', { name: rowActions?.describe(row) ?? row.id }),
                  }),
                }
              : undefined
          }
          pagination={false}
        />
        {total > 0 && !error ? (
          <Pagination
            className="la-table-pager"
            current={params.page}
            pageSize={params.perPage}
            total={total}
            showSizeChanger={sizeChanger}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            showTotal={(count, [from, to]) => t('table.range', { from, to, count })}
            itemRender={pagerItems}
            onChange={onPage}
          />
        ) : null}
      </div>
    </div>
  );
}
