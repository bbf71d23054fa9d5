// The `invoice` state area (docs/architecture.md, State and Feature toolkit): the list-and-form resource built with
// the store's CRUD toolkit (data/total/params for the table, its params mirroring the URL; the filtered set's
// figures beside them; the form's saving and field errors), plus what the toolkit does not know: deleting several
// invoices with one summary, and the preview's two drawers (record a payment, send). One invoice with its payment
// details and the clients are query features; the invoice answers null for an unknown id (the Not Found page).
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { AxiosInstance } from 'axios';
import { all, call, fork, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type {
  Invoice,
  InvoiceClient,
  InvoiceInput,
  InvoiceListStats,
  InvoicePaymentInput,
  InvoiceResponse,
  InvoiceSendInput,
} from '@live-agent/contracts';
import { describeApiError } from '@live-agent/auth';
import { createCrudFeature, createQueryFeature, validationFailureOf } from '@live-agent/store';
import { DEFAULT_LIST_PARAMS, type ListParams } from '@live-agent/ui-kit';
import { commerceFeedback } from '../../feedback';
import {
  fetchClients,
  fetchInvoice,
  fetchIssuer,
  invoiceCalls,
  recordPayment,
  sendInvoice,
  type InvoiceIssuer,
  type InvoicePage,
  type ProductClient,
} from './invoice.api';

export type InvoiceActionKind = 'payment' | 'send';

export interface InvoiceActionState {
  /** The drawer whose request is under way or failed last. */
  kind: InvoiceActionKind | null;
  saving: boolean;
  fieldErrors: Record<string, string[]> | null;
  /** Counts the requests that went through, so a drawer closes on the next one. */
  done: number;
}

interface InvoiceExtra {
  stats: InvoiceListStats | null;
  action: InvoiceActionState;
  /** Several invoices are being deleted. */
  removing: boolean;
}

export type InvoiceActionRequest =
  { kind: 'payment'; id: number; values: InvoicePaymentInput } | { kind: 'send'; id: number; values: InvoiceSendInput };

export const removeMany = createAction<number[]>('invoice/removeMany');
const removedMany = createAction('invoice/removedMany');
export const submitAction = createAction<InvoiceActionRequest>('invoice/submitAction');
const actionDone = createAction('invoice/actionDone');
const actionFailed = createAction<Record<string, string[]> | null>('invoice/actionFailed');
export const resetAction = createAction('invoice/resetAction');

const IDLE_ACTION: InvoiceActionState = { kind: null, saving: false, fieldErrors: null, done: 0 };

const crud = createCrudFeature<Invoice, ListParams, InvoiceInput, AxiosInstance, InvoiceExtra>({
  name: 'invoice',
  calls: invoiceCalls,
  params: DEFAULT_LIST_PARAMS,
  feedback: commerceFeedback,
  messages: {
    created: 'invoice.toast.created',
    updated: 'invoice.toast.updated',
    deleted: 'invoice.toast.deleted',
    invalid: 'invoice.toast.invalid',
  },
  extraState: { stats: null, action: IDLE_ACTION, removing: false },
  onListLoaded: (state, page) => {
    state.stats = (page as InvoicePage).stats ?? null;
  },
  extraReducers: (builder) => {
    builder
      .addCase(removeMany, (state) => {
        state.removing = true;
      })
      .addCase(removedMany, (state) => {
        state.removing = false;
      })
      .addCase(submitAction, (state, { payload }) => {
        state.action = { ...state.action, kind: payload.kind, saving: true, fieldErrors: null };
      })
      .addCase(actionDone, (state) => {
        state.action = { ...state.action, saving: false, fieldErrors: null, done: state.action.done + 1 };
      })
      .addCase(actionFailed, (state, { payload }) => {
        state.action = { ...state.action, saving: false, fieldErrors: payload };
      })
      .addCase(resetAction, (state) => {
        state.action = { ...state.action, kind: null, saving: false, fieldErrors: null };
      });
  },
});

export const invoiceDetailFeature = createQueryFeature<InvoiceResponse | null, AxiosInstance>({
  name: 'invoiceDetail',
  fetch: (api, query) => fetchInvoice(api, String(query.id ?? '')),
  describeError: (error) => describeApiError(error),
});

export const invoiceClientsFeature = createQueryFeature<InvoiceClient[], AxiosInstance>({
  name: 'invoiceClients',
  fetch: (api) => fetchClients(api),
  describeError: (error) => describeApiError(error),
});

/** The organisation that issues every invoice (its name and logo on the document), from the product API. */
export const invoiceIssuerFeature = createQueryFeature<InvoiceIssuer, ProductClient>({
  name: 'invoiceIssuer',
  fetch: (client) => fetchIssuer(client),
  client: function* productClient() {
    const api: AxiosInstance = yield getContext('api');
    const apiBase: string | undefined = yield getContext('apiBase');
    return { api, apiBase: apiBase ?? '' };
  },
  describeError: (error) => describeApiError(error),
});

function* apiOf(): Generator<unknown, AxiosInstance, AxiosInstance> {
  return yield getContext('api');
}

/** Deletes each invoice in turn, then says once how many went (and how many could not). */
function* removeManySaga({ payload: ids }: PayloadAction<number[]>) {
  const api: AxiosInstance = yield* apiOf();
  let deleted = 0;
  let firstError: unknown = null;
  for (const id of ids) {
    try {
      yield call(invoiceCalls.remove, api, id);
      yield put(crud.actions.removed(id));
      deleted += 1;
    } catch (error) {
      firstError ??= error;
    }
  }
  yield put(removedMany());
  if (deleted > 0) commerceFeedback.success(commerceFeedback.t('invoice.toast.deletedMany', { count: deleted }));
  if (firstError) {
    commerceFeedback.error(commerceFeedback.t('invoice.toast.notDeleted', { count: ids.length - deleted }));
    commerceFeedback.reportError(firstError);
  }
  yield* crud.reload();
}

/** A payment or a send: on success the invoice on screen is read again; a 422 lands under the drawer's fields. */
function* actionSaga({ payload }: PayloadAction<InvoiceActionRequest>) {
  const api: AxiosInstance = yield* apiOf();
  try {
    if (payload.kind === 'payment') yield call(recordPayment, api, payload.id, payload.values);
    else yield call(sendInvoice, api, payload.id, payload.values);
    yield put(actionDone());
    commerceFeedback.success(
      commerceFeedback.t(payload.kind === 'payment' ? 'invoice.toast.paid' : 'invoice.toast.sent'),
    );
    yield put(invoiceDetailFeature.actions.load({ id: String(payload.id) }));
  } catch (error) {
    const failure = validationFailureOf(error);
    yield put(actionFailed(failure?.errors ?? null));
    if (failure) commerceFeedback.error(failure.message || commerceFeedback.t('invoice.toast.invalid'));
    else commerceFeedback.reportError(error);
  }
}

function* invoiceSaga() {
  yield all([fork(crud.saga), takeEvery(removeMany.type, removeManySaga), takeLatest(submitAction.type, actionSaga)]);
}

/** What a page injects: the toolkit's slice with the combined saga. */
export const invoiceFeature = { ...crud, saga: invoiceSaga };
/** What useCrud binds to (the toolkit's own shape); the state with the extras is read with selectInvoices. */
export const invoiceCrud = crud;

export const selectInvoices = (root: Record<string, unknown>) => invoiceFeature.selectState(root);
