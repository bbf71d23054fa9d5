// Reordering for a CRUD feature whose records carry `sortOrder` (closing comments, conversation categories):
// the factory's slice gets three more cases (optimistic reorder, the server's confirmed order, the revert
// on failure) and its saga a watcher that saves each new order with `POST <path>/reorder { ids }`.
// Decisions: the new order shows at once (dragging must not wait for the network); saves run one after
// another through an action channel so the server ends on the last order the user made; a failed save
// puts the previous order back, says so, and reloads the list so the screen shows what the server holds.
import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import i18n from 'i18next';
import { actionChannel, all, call, put, take, takeEvery } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import type { CrudRecord, CrudState } from '@live-agent/store';
import type { ProductCrudFeature } from '../../crud/productCrud';
import { productApi, type ProductApi } from '../../crud/productApi';
import { NAMESPACE } from '../../i18n';
import { applyOrder, type RowId } from './reorder';

/**
 * The page size that loads a hand-ordered list whole (use it as the feature's perPage): a new order of part
 * of a list would be ambiguous, so these lists are never paged.
 */
export const WHOLE_LIST = 1000;

export interface ReorderRequest {
  /** Every id of the list in its new order. */
  ids: RowId[];
  /** The order before, put back if the save fails. */
  previousIds: RowId[];
}

type Sortable = CrudRecord & { sortOrder: number };

export function withReorder<T extends Sortable>(feature: ProductCrudFeature<T>, path: string) {
  const reorder = createAction<ReorderRequest>(`${feature.name}/reorder`);
  const reorderSaved = createAction<T[]>(`${feature.name}/reorderSaved`);
  const reorderFailed = createAction<RowId[]>(`${feature.name}/reorderFailed`);

  const reorderBoth = (state: CrudState<T>, ids: readonly RowId[]): CrudState<T> => ({
    ...state,
    data: applyOrder(state.data, ids),
    allData: applyOrder(state.allData, ids),
  });

  const base = feature.slice.reducer as unknown as Reducer<CrudState<T>>;
  const reducer = (state: CrudState<T> | undefined, action: UnknownAction): CrudState<T> => {
    const next = base(state, action);
    if (reorder.match(action)) return reorderBoth(next, action.payload.ids);
    if (reorderFailed.match(action)) return reorderBoth(next, action.payload);
    if (reorderSaved.match(action)) {
      // The server answers every record in its order; the list keeps its own rows, refreshed and reordered.
      const fresh = new Map(action.payload.map((row) => [row.id, row]));
      const data = next.data.map((row) => fresh.get(row.id) ?? row);
      return {
        ...next,
        data: applyOrder(
          data,
          action.payload.map((row) => row.id),
        ),
        allData: action.payload,
      };
    }
    return next;
  };

  // The newest order the user made. An answer to an older save is not shown over it: the newer save, queued
  // behind, carries the whole order and settles the list.
  let latest: ReorderRequest | null = null;

  function* saveOrder({ payload }: ReturnType<typeof reorder>) {
    const client: ProductApi = yield* productApi();
    try {
      const body: { data: T[] } = yield call([client, client.post], `${path}/reorder`, { ids: payload.ids });
      if (latest === payload) yield put(reorderSaved(body.data));
    } catch (error) {
      toast.error(i18n.t(`${NAMESPACE}:sortableTable.saveFailed`));
      // Then the server's own reason, if it gave one (and the usual handling of an expired session).
      reportApiError(error, toast.error);
      if (latest === payload) {
        yield put(reorderFailed(payload.previousIds));
        yield* feature.reload();
      }
    }
  }

  function* watchReorder() {
    const requests: Channel<ReturnType<typeof reorder>> = yield actionChannel(reorder.type);
    while (true) {
      const action: ReturnType<typeof reorder> = yield take(requests);
      yield call(saveOrder, action);
    }
  }

  function* saga() {
    yield all([
      call(feature.saga),
      call(watchReorder),
      takeEvery(reorder.type, ({ payload }: ReturnType<typeof reorder>) => {
        latest = payload;
      }),
    ]);
  }

  return {
    ...feature,
    // The store injects by reducerPath and reducer; the rest of the slice is the factory's.
    slice: { ...feature.slice, reducer: reducer as unknown as typeof feature.slice.reducer },
    // Saga return types are not part of the contract (the store just runs it); this keeps the feature usable
    // wherever the factory's feature is (useCrud).
    saga: saga as unknown as ProductCrudFeature<T>['saga'],
    reducer,
    actions: { ...feature.actions, reorder, reorderSaved, reorderFailed },
  };
}

export type ReorderableFeature<T extends Sortable> = ReturnType<typeof withReorder<T>>;
