// A Settings screen of a hand-ordered list (closing comments, conversation categories): the whole list on one page in
// its order, reordered by drag, keyboard or row menu (SortableTable), searched and filtered in the browser (reordering
// off meanwhile, as a new order of a part would be ambiguous), each row's departments and an Active switch, and the
// list's create/edit drawer; read-only, with a note, to users who cannot manage settings. The screen gives its own
// columns around the shared ones, its order and its drawer; its strings and test ids go by its list's `strings` (crud/lists.ts).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Form, Select, Switch, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader, type EditDrawerProps } from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';
import { SortableTable, type SortableTableProps } from '../components/SortableTable/SortableTable';
import { isNarrowed, narrowRows, NO_FILTERS, type ListFilters } from '../components/SortableTable/narrow';
import type { ParentOf } from '../components/SortableTable/reorder';
import type { Resource } from '../api/resources';
import { useDepartments } from '../lookups/lookups';
import type { ListSpec } from './lists';
import { useListReorder, useResourceList } from './useResourceList';

type Columns<T extends { id: number }> = SortableTableProps<T>['columns'];
type Column<T extends { id: number }> = Columns<T>[number];

interface OrderedRow {
  id: number;
  isActive: boolean;
  departmentIds: number[];
}

export interface OrderedListPageProps<T extends OrderedRow, I extends object> {
  resource: Resource<T, I>;
  list: ListSpec;
  /** The rows in the list's order. */
  order: (rows: readonly T[]) => T[];
  /** The texts the search looks in. */
  searchIn: (row: T) => string[];
  describe: (row: T) => string;
  parentOf?: ParentOf<T>;
  /** A record as the body its save sends (the Active switch saves it with the new flag). */
  draftOf: (row: T) => I;
  departmentsWidth: number;
  /** The screen's columns with the shared ones placed, built from every row and the rows in order, in `t`'s language. */
  columns: (
    shared: { departments: Column<T>; active: Column<T> },
    rows: { data: readonly T[]; ordered: readonly T[] },
    t: (key: string) => string,
  ) => Columns<T>;
  /** The create/edit drawer of `record` (null: a new one). */
  drawer: (
    props: EditDrawerProps<I>,
    record: T | null,
    lookups: { departments: ReturnType<typeof useDepartments>; rows: readonly T[] },
  ) => ReactNode;
}

/** What a screen of a hand-ordered list names once, at module level: all but its drawer. */
export type OrderedListSpec<T extends OrderedRow, I extends object> = Omit<OrderedListPageProps<T, I>, 'drawer'>;

export function OrderedListPage<T extends OrderedRow, I extends object>({
  resource,
  list,
  order,
  searchIn,
  describe,
  parentOf,
  draftOf,
  departmentsWidth,
  columns: columnsOf,
  drawer,
}: OrderedListPageProps<T, I>) {
  const { t } = useTranslation(NAMESPACE);
  const crud = useResourceList(resource, list);
  const { state, save, canManage } = crud;
  // The screen's strings ('comments.title') and the start of its test ids ('comments-page').
  const prefix = list.strings;
  const departments = useDepartments();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const ordered = useMemo(() => order(state.data), [order, state.data]);
  const shown = useMemo(() => narrowRows(ordered, filters, searchIn), [ordered, filters, searchIn]);
  // Only the whole, unfiltered list can be reordered: a new order of a part of it would be ambiguous.
  const whole = state.status !== 'error' && state.data.length >= state.total;

  const toggleActive = useCallback(
    (row: T, isActive: boolean) => {
      setTogglingId(row.id);
      save({ ...draftOf(row), isActive }, row.id);
    },
    [save, draftOf],
  );

  const onReorder = useListReorder(resource, crud.arg);

  const shared = useMemo(
    () => ({
      departments: {
        key: 'departments',
        title: t(`${prefix}.fields.departments`),
        width: departmentsWidth,
        render: (_: unknown, row: T) =>
          row.departmentIds.length === 0 ? (
            <Tag color="blue">{t(`${prefix}.allDepartments`)}</Tag>
          ) : (
            row.departmentIds.map((id) => <Tag key={id}>{departments.nameOf(id)}</Tag>)
          ),
      },
      active: {
        key: 'isActive',
        title: t(`${prefix}.fields.active`),
        width: 96,
        render: (_: unknown, row: T) =>
          canManage ? (
            <Switch
              checked={row.isActive}
              loading={state.saving && togglingId === row.id}
              onChange={(checked) => toggleActive(row, checked)}
              aria-label={t(`${prefix}.activeNamed`, { name: describe(row) })}
            />
          ) : (
            <Tag color={row.isActive ? 'green' : 'default'}>
              {t(row.isActive ? 'common.active' : 'common.inactive')}
            </Tag>
          ),
      },
    }),
    [t, prefix, departmentsWidth, departments, canManage, state.saving, togglingId, toggleActive, describe],
  );
  const columns = useMemo(
    () => columnsOf(shared, { data: state.data, ordered }, t),
    [columnsOf, shared, state.data, ordered, t],
  );

  const addButton = canManage ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={crud.openCreate}>
      {t(`${prefix}.add`)}
    </Button>
  ) : null;

  return (
    <div data-testid={`${prefix}-page`}>
      <PageHeader title={t(`${prefix}.title`)} subtitle={t(`${prefix}.subtitle`)} extra={addButton} />
      {!canManage ? <Typography.Paragraph type="secondary">{t('common.readOnly')}</Typography.Paragraph> : null}
      <SortableTable<T>
        label={t(`${prefix}.title`)}
        rows={shown}
        columns={columns}
        describe={describe}
        parentOf={parentOf}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={crud.retry}
        empty={
          <>
            <Typography.Text type="secondary">{t(`${prefix}.empty`)}</Typography.Text>
            {addButton}
          </>
        }
        reorder={canManage ? { enabled: whole && !isNarrowed(filters), onReorder } : undefined}
        rowActions={canManage ? { onEdit: crud.openEdit, onDelete: crud.remove } : undefined}
        filters={{
          value: filters,
          onChange: setFilters,
          departmentOptions: departments.options,
          searchPlaceholder: t(`${prefix}.search`),
        }}
        extra={
          state.status === 'ready' ? (
            <Typography.Text type="secondary" data-testid={`${prefix}-count`}>
              {isNarrowed(filters)
                ? t(`${prefix}.countFiltered`, { count: shown.length, total: ordered.length })
                : t(`${prefix}.count`, { count: ordered.length })}
            </Typography.Text>
          ) : null
        }
      />
      {drawer(
        {
          open: state.formOpen,
          saving: state.saving,
          fieldErrors: state.fieldErrors,
          onClose: crud.closeForm,
          onSubmit: (draft) => save(draft, state.selected?.id),
        },
        state.selected,
        { departments, rows: state.data },
      )}
    </div>
  );
}

/** The last fields of an ordered list's form: the departments that offer the row (none picked: all) and Active. */
export function ScopeFields({
  prefix,
  departmentOptions,
  departmentsLoading,
}: {
  prefix: string;
  departmentOptions: { value: number; label: string }[];
  departmentsLoading: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Form.Item
        name="departmentIds"
        label={t(`${prefix}.fields.departments`)}
        extra={t(`${prefix}.form.departmentsHelp`)}
      >
        <Select
          mode="multiple"
          allowClear
          loading={departmentsLoading}
          placeholder={t(`${prefix}.allDepartments`)}
          options={departmentOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="isActive"
        label={t(`${prefix}.fields.active`)}
        valuePropName="checked"
        extra={t(`${prefix}.form.activeHelp`)}
      >
        <Switch />
      </Form.Item>
    </>
  );
}
