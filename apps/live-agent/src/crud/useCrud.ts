// What a list screen needs from its CRUD feature: its state, loaded on first show, and the DataTable and
// form handlers bound to the store.
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ListParams } from '@live-agent/ui-kit';
import type { CrudFeature, CrudRecord } from './createCrudFeature';

export function useCrud<T extends CrudRecord>(feature: CrudFeature<T>, { loadList = true }: { loadList?: boolean } = {}) {
  const dispatch = useDispatch();
  const state = useSelector(feature.selectState);
  const { actions } = feature;

  useEffect(() => {
    if (loadList) dispatch(actions.fetchList(undefined));
    dispatch(actions.fetchAll());
  }, [dispatch, actions, loadList]);

  return {
    state,
    setParams: useCallback((params: ListParams) => dispatch(actions.fetchList(params)), [dispatch, actions]),
    retry: useCallback(() => dispatch(actions.fetchList(undefined)), [dispatch, actions]),
    openCreate: useCallback(() => dispatch(actions.openCreate()), [dispatch, actions]),
    openEdit: useCallback((record: T) => dispatch(actions.openEdit(record)), [dispatch, actions]),
    closeForm: useCallback(() => dispatch(actions.closeForm()), [dispatch, actions]),
    save: useCallback((values: object, id?: number) => dispatch(actions.save({ id, values })), [dispatch, actions]),
    remove: useCallback((record: T) => dispatch(actions.remove(record.id)), [dispatch, actions]),
    exportRows: useCallback((onRows: (rows: T[]) => void) => dispatch(actions.exportRows({ onRows })), [dispatch, actions]),
  };
}
