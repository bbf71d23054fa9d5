// The list block of hand-ordered lists (closing comments, conversation categories), as DataTable is for the
// paged ones: search and status/department filters, one page of every row in its order, and reordering by
// dragging a row's handle (antd's "drag sorting with handle" pattern on @dnd-kit), by keyboard (focus the
// handle, Space to lift, arrows to move, Space to drop, Escape to cancel, every step announced in the user's
// language), or with Move up / Move down in the row's menu. Two-level lists (`parentOf`) reorder within a
// level only. Reordering is off while a search or filter hides rows (a hint says so). The screen owns the
// rows and the order: this table reports the new complete id order through `reorder.onReorder`.
import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { Alert, Button, Dropdown, Flex, Input, Select, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  MoreOutlined,
  ReloadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DraggableAttributes,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { SyntheticListenerMap } from '@dnd-kit/core/dist/hooks/utilities';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Confirm, UI_NAMESPACE, useClearable, useSearchButton } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';

import { isNarrowed, NO_FILTERS, type ActiveFilter, type ListFilters } from './narrow';
import { canDropOn, moveRow, moveStep, positionOf, type ParentOf, type RowId } from './reorder';
import './sortable-table.css';

export interface SortableTableProps<T extends { id: RowId }> {
  /** Accessible name of the table, e.g. "Closing comments". */
  label: string;
  /** The rows in display order (children straight after their parent for two-level lists). */
  rows: readonly T[];
  /** The screen's columns; the drag handle and the row actions are added around them. */
  columns: NonNullable<TableProps<T>['columns']>;
  /** What labels and announcements call a row (its text or name). */
  describe: (row: T) => string;
  /** For two-level lists: a row's parent id; rows move only among rows with the same parent. */
  parentOf?: ParentOf<T>;
  /** Absent for read-only users (no handles, no move actions). */
  reorder?: {
    /** False while a search or filter hides rows: the handles and moves are disabled. */
    enabled: boolean;
    onReorder: (ids: RowId[], previousIds: RowId[]) => void;
  };
  rowActions?: { onEdit?: (row: T) => void; onDelete?: (row: T) => void };
  loading: boolean;
  /** The last load failed: the error state with Retry instead of rows. */
  error?: boolean;
  onRetry?: () => void;
  /** What the empty table says when nothing is filtered out (e.g. "No closing comments yet" and an Add button). */
  empty: ReactNode;
  rowClassName?: (row: T) => string;
  /** Search, status and department filters above the table (the screen applies them to `rows`). */
  filters?: {
    value: ListFilters;
    onChange: (next: ListFilters) => void;
    departmentOptions: { value: number; label: string }[];
    searchPlaceholder: string;
  };
  /** Shown at the right of the toolbar (e.g. how many rows there are). */
  extra?: ReactNode;
}

interface RowDrag {
  attributes: DraggableAttributes;
  listeners: SyntheticListenerMap | undefined;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

const RowDragContext = createContext<RowDrag | null>(null);

// Dragging moves rows up and down only.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type BodyRowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: Key };

function SortableRow(props: BodyRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = Number(props['data-row-key']);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('sortableTable.roleDescription') },
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 2 } : {}),
  };
  const drag = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <RowDragContext.Provider value={drag}>
      <tr
        {...props}
        ref={setNodeRef}
        style={style}
        className={`${props.className ?? ''}${isDragging ? ' la-sortable-dragging' : ''}`}
      />
    </RowDragContext.Provider>
  );
}

// antd also renders its "no data" placeholder through the body row; only record rows are sortable.
function BodyRow(props: BodyRowProps) {
  return props['data-row-key'] === undefined ? <tr {...props} /> : <SortableRow {...props} />;
}

const tableComponents = { body: { row: BodyRow } };

function DragHandle({ name, disabled }: { name: string; disabled: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const drag = useContext(RowDragContext);
  const handle = (
    <Button
      type="text"
      size="small"
      className="la-sortable-handle"
      icon={<HolderOutlined />}
      disabled={disabled}
      ref={drag?.setActivatorNodeRef}
      {...(disabled ? {} : drag?.attributes)}
      {...(disabled ? {} : drag?.listeners)}
      aria-label={t('sortableTable.handle', { name })}
    />
  );
  return disabled ? (
    <Tooltip title={t('sortableTable.handleDisabled')}>
      <span>{handle}</span>
    </Tooltip>
  ) : (
    handle
  );
}

export function SortableTable<T extends { id: RowId }>({
  label,
  rows,
  columns,
  describe,
  parentOf,
  reorder,
  rowActions,
  loading,
  error,
  onRetry,
  empty,
  rowClassName,
  filters,
  extra,
}: SortableTableProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const { t: ui } = useTranslation(UI_NAMESPACE);
  const enabled = Boolean(reorder?.enabled);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  const sensors = useSensors(
    // A click on the handle is not a drag: the pointer must travel a little first.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const row = byId.get(Number(id));
      return row ? describe(row) : String(id);
    };
    /** Where the active row would land over `overId`, or null when that is another level. */
    const landing = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
      const active = Number(activeId);
      if (!canDropOn(rows, active, Number(overId), parentOf)) return null;
      const next = moveRow(rows, active, Number(overId), parentOf);
      const ordered = next ? next.map((id) => byId.get(id)!) : rows;
      return positionOf(ordered, active, parentOf);
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        t('sortableTable.pickedUp', { name: nameOf(active.id), ...positionOf(rows, Number(active.id), parentOf) }),
      onDragOver: ({ active, over }) => {
        if (!over) return undefined;
        const place = landing(active.id, over.id);
        return place
          ? t('sortableTable.movedTo', { name: nameOf(active.id), ...place })
          : t('sortableTable.otherLevel', { name: nameOf(active.id) });
      },
      onDragEnd: ({ active, over }) => {
        const place = over ? landing(active.id, over.id) : null;
        return place
          ? t('sortableTable.dropped', { name: nameOf(active.id), ...place })
          : t('sortableTable.unchanged', { name: nameOf(active.id), ...positionOf(rows, Number(active.id), parentOf) });
      },
      onDragCancel: ({ active }) =>
        t('sortableTable.cancelled', { name: nameOf(active.id), ...positionOf(rows, Number(active.id), parentOf) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('sortableTable.instructions') } };
  }, [rows, byId, describe, parentOf, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || !reorder) return;
    const next = moveRow(rows, Number(active.id), Number(over.id), parentOf);
    if (next) reorder.onReorder(next, ids);
  };

  const tableColumns = useMemo<NonNullable<TableProps<T>['columns']>>(() => {
    const move = (row: T, step: -1 | 1) => {
      const next = moveStep(rows, row.id, step, parentOf);
      if (next && reorder) reorder.onReorder(next, ids);
    };
    const shown: NonNullable<TableProps<T>['columns']> = [];
    if (reorder) {
      shown.push({
        key: '__handle',
        title: <span className="la-sortable-sr-only">{t('sortableTable.order')}</span>,
        width: 48,
        align: 'center',
        render: (_: unknown, row: T) => <DragHandle name={describe(row)} disabled={!enabled} />,
      });
    }
    shown.push(...columns);
    if (rowActions || reorder) {
      shown.push({
        key: '__actions',
        title: <span className="la-sortable-sr-only">{ui('table.actions')}</span>,
        align: 'right',
        width: 132,
        render: (_: unknown, row: T) => {
          const name = describe(row);
          const { position, count } = positionOf(rows, row.id, parentOf);
          return (
            <Space size={0}>
              {rowActions?.onEdit ? (
                <Tooltip title={ui('table.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={ui('table.editNamed', { name })}
                    onClick={() => rowActions.onEdit!(row)}
                  />
                </Tooltip>
              ) : null}
              {rowActions?.onDelete ? (
                <Confirm
                  title={ui('table.deleteTitle', { name })}
                  description={ui('table.deleteBody')}
                  okText={ui('table.delete')}
                  cancelText={ui('table.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => rowActions.onDelete!(row)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={ui('table.deleteNamed', { name })} />
                </Confirm>
              ) : null}
              {reorder ? (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      {
                        key: 'up',
                        icon: <ArrowUpOutlined />,
                        label: t('sortableTable.moveUp'),
                        disabled: !enabled || position <= 1,
                      },
                      {
                        key: 'down',
                        icon: <ArrowDownOutlined />,
                        label: t('sortableTable.moveDown'),
                        disabled: !enabled || position >= count,
                      },
                    ],
                    onClick: ({ key }) => move(row, key === 'up' ? -1 : 1),
                  }}
                >
                  <Button type="text" icon={<MoreOutlined />} aria-label={t('sortableTable.more', { name })} />
                </Dropdown>
              ) : null}
            </Space>
          );
        },
      });
    }
    return shown;
  }, [columns, rows, ids, parentOf, reorder, enabled, rowActions, describe, t, ui]);

  const narrowed = filters ? isNarrowed(filters.value) : false;
  const clearFilters = filters ? (
    <Button onClick={() => filters.onChange(NO_FILTERS)}>{ui('table.clearFilters')}</Button>
  ) : null;

  const emptyText = error ? (
    <Flex vertical align="center" gap={8} className="la-sortable-state" role="alert">
      <WarningOutlined className="la-sortable-state-icon" />
      <Typography.Text>{ui('table.error')}</Typography.Text>
      {onRetry ? (
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {ui('error.retry')}
        </Button>
      ) : null}
    </Flex>
  ) : narrowed ? (
    <Flex vertical align="center" gap={8} className="la-sortable-state">
      <Typography.Text type="secondary">{ui('table.noMatches')}</Typography.Text>
      {clearFilters}
    </Flex>
  ) : (
    <Flex vertical align="center" gap={8} className="la-sortable-state">
      {empty}
    </Flex>
  );

  const table = (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!enabled}>
        <Table<T>
          aria-label={label}
          className="la-sortable-table"
          rowKey="id"
          size="middle"
          components={tableComponents}
          columns={tableColumns}
          dataSource={error ? [] : (rows as T[])}
          loading={loading}
          pagination={false}
          locale={{ emptyText }}
          rowClassName={rowClassName}
        />
      </SortableContext>
    </DndContext>
  );

  return (
    <div className="la-sortable">
      {filters || extra ? (
        <Flex wrap gap={8} align="center" className="la-sortable-toolbar">
          {filters ? <Toolbar filters={filters} /> : null}
          <span className="la-sortable-spacer" />
          {extra}
        </Flex>
      ) : null}
      {reorder && narrowed ? (
        <Alert type="info" showIcon title={t('sortableTable.reorderOff')} action={clearFilters} />
      ) : null}
      {reorder && !narrowed && rows.length > 1 ? (
        <Typography.Text type="secondary" className="la-sortable-hint">
          {t('sortableTable.reorderHint')}
        </Typography.Text>
      ) : null}
      {/* Wide content scrolls sideways in its own box (the lists are short, so no sticky header is needed). */}
      <div className="la-sortable-scroll">{table}</div>
    </div>
  );
}

function Toolbar({ filters }: { filters: NonNullable<SortableTableProps<{ id: RowId }>['filters']> }) {
  const clearable = useClearable();
  const searchButton = useSearchButton();
  const { t } = useTranslation(NAMESPACE);
  const { value, onChange, departmentOptions, searchPlaceholder } = filters;
  return (
    <>
      <Input.Search
        allowClear={clearable}
        enterButton={searchButton}
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        className="la-sortable-search"
      />
      <Select<ActiveFilter>
        value={value.active}
        onChange={(active) => onChange({ ...value, active })}
        aria-label={t('sortableTable.statusFilter')}
        className="la-sortable-filter"
        data-testid="status-filter"
        options={[
          { value: 'all', label: t('sortableTable.anyStatus') },
          { value: 'active', label: t('common.active') },
          { value: 'inactive', label: t('common.inactive') },
        ]}
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value.departmentId ?? undefined}
        onChange={(departmentId) => onChange({ ...value, departmentId: departmentId ?? null })}
        placeholder={t('sortableTable.anyDepartment')}
        aria-label={t('sortableTable.departmentFilter')}
        className="la-sortable-filter"
        data-testid="department-filter"
        options={departmentOptions}
      />
    </>
  );
}
