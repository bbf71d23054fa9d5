// The list block of a server-paged back-office screen (admins, agents, departments, queues, shifts): ui-kit's
// DataTable fed from useResourceList (the page the URL asks for, its filters, Retry), Edit and Delete on each row and
// the Add button for users who may manage the records, and the screen's create/edit drawer, mounted only for them.
// The list's spec (crud/lists.ts) names its strings and who may manage it; the screen keeps what is its own: the
// columns, the filters' options, the drawer's fields.
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

/** A back-office record: named by its `name`, or a person's `fullName`. */
type NamedRecord = { id: number } & ({ name: string } | { fullName: string });

/** How Edit, Delete and the delete confirmation name a row. */
const nameOf = (row: NamedRecord) => ('fullName' in row ? row.fullName : row.name);

export interface ResourceTableProps<T extends NamedRecord, I extends object> {
  /** The list, its strings (named `screens.<strings>`, `<strings>.search`, `<strings>.add`) and who may manage it. */
  list: ReturnType<typeof useResourceList<T, I>>;
  columns: DataTableColumn<T>[];
  filters?: readonly ResourceFilter[];
  /** Buttons before Add (Export CSV), shown to every reader. */
  actions?: ReactNode;
  selection?: DataTableProps<T>['selection'];
  /** The create/edit drawer of `record` (null: a new record). */
  drawer: (props: EditDrawerProps<I | Partial<I>>, record: T | null) => ReactNode;
}

export function ResourceTable<T extends NamedRecord, I extends object>({
  list,
  columns,
  filters,
  actions,
  selection,
  drawer,
}: ResourceTableProps<T, I>) {
  const { t } = useTranslation(NAMESPACE);
  const { canManage, spec } = list;
  const { state, openEdit, remove, setParams } = list;
  const rowActions = useMemo<RowActions<T> | undefined>(
    () => (canManage ? { onEdit: openEdit, onDelete: remove, describe: nameOf } : undefined),
    [canManage, openEdit, remove],
  );

  return (
    <>
      <DataTable<T>
        label={t(`screens.${spec.strings}`)}
        columns={columns}
        rows={state.data}
        total={state.total}
        loading={state.status === 'loading' || state.status === 'idle'}
        error={state.status === 'error'}
        onRetry={list.retry}
        params={state.params}
        onParamsChange={setParams}
        searchPlaceholder={t(`${spec.strings}.search`)}
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
                {t(`${spec.strings}.add`)}
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
