// The list block of a server-paged back-office screen (admins, agents, departments, queues, shifts): ui-kit's
// DataTable fed from useResourceList (the page the URL asks for, its filters, Retry), Edit and Delete on each row and
// the Add button for users who may manage the records, and the screen's create/edit drawer, mounted only for them.
// The screen keeps what is its own: the columns, the filters' options, the drawer's fields.
import { useMemo, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  FilterSelect,
  type DataTableColumn,
  type DataTableProps,
  type EditDrawerProps,
  type FilterOption,
  type RowActions,
} from '@live-agent/ui-kit';
import { NAMESPACE } from '../i18n';
import type { useResourceList } from './useResourceList';

/** One toolbar filter: a URL parameter of the list (crud/lists.ts) and its choices. */
export interface ResourceFilter {
  name: string;
  label: string;
  options: FilterOption[];
  width?: number;
}

export interface ResourceTableProps<T extends { id: number }, I extends object> {
  list: ReturnType<typeof useResourceList<T, I>>;
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<T>[];
  /** How Edit, Delete and the delete confirmation name a row (a stable function). */
  describe: (row: T) => string;
  canManage: boolean;
  searchPlaceholder: string;
  /** The Add button's text. */
  addLabel: string;
  filters?: readonly ResourceFilter[];
  /** Buttons before Add (Export CSV), shown to every reader. */
  actions?: ReactNode;
  selection?: DataTableProps<T>['selection'];
  /** The create/edit drawer of `record` (null: a new record). */
  drawer: (props: EditDrawerProps<I | Partial<I>>, record: T | null) => ReactNode;
}

export function ResourceTable<T extends { id: number }, I extends object>({
  list,
  label,
  columns,
  describe,
  canManage,
  searchPlaceholder,
  addLabel,
  filters,
  actions,
  selection,
  drawer,
}: ResourceTableProps<T, I>) {
  const { state, openEdit, remove, setParams } = list;
  const rowActions = useMemo<RowActions<T> | undefined>(
    () => (canManage ? { onEdit: openEdit, onDelete: remove, describe } : undefined),
    [canManage, openEdit, remove, describe],
  );

  return (
    <>
      <DataTable<T>
        label={label}
        columns={columns}
        rows={state.data}
        total={state.total}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={list.retry}
        params={state.params}
        onParamsChange={setParams}
        searchPlaceholder={searchPlaceholder}
        rowActions={rowActions}
        selection={selection}
        filters={filters?.map((filter) => (
          <FilterSelect key={filter.name} {...filter} params={state.params} onParamsChange={setParams} />
        ))}
        actions={
          <>
            {actions}
            {canManage ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={list.openCreate}>
                {addLabel}
              </Button>
            ) : null}
          </>
        }
      />
      {canManage
        ? drawer(
            {
              open: state.formOpen,
              saving: state.saving,
              fieldErrors: state.fieldErrors,
              onClose: list.closeForm,
              onSubmit: list.save,
            },
            state.selected,
          )
        : null}
    </>
  );
}

/** What a screen shows above its list to a user who may read the records but not change them. */
export function ReadOnlyNote({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return canManage ? null : <Alert type="info" showIcon title={t('common.readOnly')} style={{ marginBottom: 16 }} />;
}
