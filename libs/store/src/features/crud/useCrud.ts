// What a list screen needs from its CRUD feature: its state, loaded on first show, and the list and form
// handlers bound to the store.
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { CrudFeature, CrudRecord } from './createCrudFeature';
import { needsLoad } from '../requestStatus';

/**
 * `loadList`: load the list with the current params on mount (list screens). `refreshAll` (default: as
 * loadList): reload every record on mount even when they are already here. A list screen does; a lookup
 * (`loadList: false`) loads them only when nobody has yet, so a screen mounting many lookups sends one
 * request for every record of a resource (saves reload them).
 */
export function useCrud<T extends CrudRecord, P, V extends object>(
  feature: CrudFeature<T, P, V>,
  { loadList = true, refreshAll = loadList }: { loadList?: boolean; refreshAll?: boolean } = {},
) {
  const dispatch = useDispatch();
  const store = useStore();
  const state = useSelector(feature.selectState);
  const { actions } = feature;
  const keepsAll = Boolean(feature.calls.all);

  useEffect(() => {
    if (loadList) dispatch(actions.fetchList(undefined));
    if (!keepsAll) return;
    // Read the store now, not at render: lookups mounted together see the first one's request under way.
    const { allStatus } = feature.selectState(store.getState() as Record<string, unknown>);
    if (refreshAll || needsLoad(allStatus)) dispatch(actions.fetchAll());
  }, [dispatch, store, feature, actions, loadList, refreshAll, keepsAll]);

  return {
    state,
    setParams: useCallback((params: P) => dispatch(actions.fetchList(params)), [dispatch, actions]),
    retry: useCallback(() => dispatch(actions.fetchList(undefined)), [dispatch, actions]),
    openCreate: useCallback(() => dispatch(actions.openCreate()), [dispatch, actions]),
    openEdit: useCallback((record: T) => dispatch(actions.openEdit(record)), [dispatch, actions]),
    closeForm: useCallback(() => dispatch(actions.closeForm()), [dispatch, actions]),
    /** A new record without `id`, a patch of record `id` with it. */
    save: useCallback(
      (values: V | Partial<V>, id?: number) =>
        dispatch(actions.save(id === undefined ? { values: values as V } : { id, values })),
      [dispatch, actions],
    ),
    remove: useCallback((record: T) => dispatch(actions.remove(record.id)), [dispatch, actions]),
    exportRows: useCallback(
      (onRows: (rows: T[]) => void) => dispatch(actions.exportRows({ onRows })),
      [dispatch, actions],
    ),
  };
}
