// The agents state area (docs/architecture.md, State) plus the one call the factory does not know: bulk actions on the
// selected agents (POST /agents/bulk). The screen hears back through `onDone`, so the selection it owns
// is cleared only when the server took the change.
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import i18n from 'i18next';
import { all, call, fork, put, takeEvery } from 'redux-saga/effects';
import { reportApiError } from '@live-agent/auth';
import { toast } from '@live-agent/ui-kit';
import type { Agent, AgentBulkAction, AgentBulkRequest, AgentBulkResponse } from '@live-agent/contracts';
import { productCrudFeature } from '../../crud/productCrud';
import { productApi, type ProductApi } from '../../crud/productApi';
import { NAMESPACE } from '../../i18n';
import { shiftsFeature } from '../shifts';

const crud = productCrudFeature<Agent>({
  name: 'agents',
  path: '/agents',
  messages: { created: 'agents.toast.created', updated: 'agents.toast.updated', deleted: 'agents.toast.deleted' },
  params: { sort: 'fullName' },
});

export interface BulkRequest {
  ids: readonly (number | string)[];
  action: AgentBulkAction;
  /** The department, queue or shift of an assign action. */
  value?: number | null;
  onDone?: (ok: boolean) => void;
}

export const runBulk = createAction<BulkRequest>('agents/bulk');

const ASSIGNS: ReadonlySet<AgentBulkAction> = new Set(['assignDepartment', 'assignQueue', 'assignShift']);

/** The request body for a bulk action: numeric ids, and a value only for the assign actions. */
export function bulkBody({ ids, action, value }: Pick<BulkRequest, 'ids' | 'action' | 'value'>): AgentBulkRequest {
  const body: AgentBulkRequest = { ids: ids.map(Number), action };
  if (ASSIGNS.has(action)) body.value = value ?? null;
  return body;
}

export const bulkAgents = (api: ProductApi, body: AgentBulkRequest) =>
  api.post<AgentBulkResponse>('/agents/bulk', body);

export function* bulkSaga({ payload }: PayloadAction<BulkRequest>) {
  const client: ProductApi = yield* productApi();
  try {
    const result: { data: Agent[] } = yield call(bulkAgents, client, bulkBody(payload));
    toast.success(i18n.t(`${NAMESPACE}:agents.bulk.done`, { count: result.data.length }));
    payload.onDone?.(true);
    yield* crud.reload();
    // A shift's agent count is derived from its agents.
    if (payload.action === 'assignShift') yield put(shiftsFeature.actions.fetchAll());
  } catch (error) {
    payload.onDone?.(false);
    reportApiError(error, toast.error);
  }
}

function* agentsSaga() {
  yield all([fork(crud.saga), takeEvery(runBulk.type, bulkSaga)]);
}

/** The factory's feature with the bulk watcher added to its saga, so whoever injects agents gets both. */
export const agentsFeature: typeof crud = { ...crud, saga: agentsSaga as typeof crud.saga };
